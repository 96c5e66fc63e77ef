import { voiceNote, type Voice } from '../../content/proof.ts';

/**
 * A client's own words, unnamed as the firm's clients ask: who they are and the operation, then
 * why no name is given and that the firm can put the reader in touch (or the voice's own note,
 * where the speaker holds a public office and the words were said in public).
 */
export function ClientVoice({ voice, className }: { voice: Voice; className?: string }) {
  return (
    <figure className={['client-voice', className].filter(Boolean).join(' ')}>
      <blockquote>
        <p>«&nbsp;{voice.text}&nbsp;»</p>
      </blockquote>
      <figcaption>
        {voice.who} <span className="client-voice-note">{voice.note ?? voiceNote}</span>
      </figcaption>
    </figure>
  );
}
