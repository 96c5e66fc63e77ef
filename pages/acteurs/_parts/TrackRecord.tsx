import { Picture } from '../../../build/render/image.tsx';
import { caseAnchor, quoteFigures, type TrackRecord as Record } from '../../../content/proof.ts';
import { ClientVoice } from '../../_components/ClientVoice.tsx';
import type { StudyDocument } from '../../../content/study.ts';
import { Icon } from '../../_components/Icon.tsx';

/**
 * What the firm has done for one audience: a line per operation, with its place and years; with
 * `sample`, the document of one of them to download (a landowner's study, a developer's land
 * sheet), to see what the firm hands over.
 */
export function TrackRecord({ record, sample }: { record: Record; sample?: StudyDocument }) {
  return (
    <div className="track-record">
      <ul className="track-cases">
        {record.cases.map((c) => (
          <TrackCase key={c.place} id={caseAnchor(c.place)} place={c.place} years={c.years} text={c.text} plan={c.plan} />
        ))}
      </ul>
      {sample && (
        <p className="track-sample">
          {sample.linkLead}{' '}
          <a className="track-sample-link" href={sample.href} type="application/pdf">
            <Icon name="download" size={20} />
            <span>
              {sample.link} <span className="track-sample-note">({sample.linkNote})</span>
            </span>
          </a>
        </p>
      )}
      <ClientVoice voice={record.voice} className="track-voice" />
      <p className="track-summary">{quoteFigures(record.summary)}</p>
      {record.caution && <p className="track-caution">{record.caution}</p>}
    </div>
  );
}

/**
 * One operation: where and when, then what was done (in full, or its one-line outcome), under its
 * plan if it has one. With `href`, the whole card opens the case in full on its audience page.
 */
export function TrackCase({ id, place, years, text, plan, client, href }: { id?: string; place: string; years: string; text: string; plan?: Record['cases'][number]['plan']; client?: string; href?: string }) {
  return (
    <li className={href ? 'track-case has-link' : 'track-case'} id={id}>
      {plan && <Picture src={plan.src} alt={plan.alt} aspect={4 / 3} className="track-plan" sizes="(min-width: 1200px) 340px, (min-width: 1024px) 28vw, min(480px, 90vw)" widths={[400, 800, 1200]} />}
      {/* Where the cases of several audiences stand together, whom each was for. */}
      {client && <p className="track-client">{client}</p>}
      <p className="track-place">
        {href ? (
          <a className="track-link" href={href}>
            <strong>{place}</strong>
          </a>
        ) : (
          <strong>{place}</strong>
        )}{' '}
        <span>{years}</span>
      </p>
      <p>{text}</p>
    </li>
  );
}
