import { quoteFigures, type TrackRecord as Record } from '../../../content/proof.ts';

/** What the firm has done for one audience: a line per operation, with its place and years. */
export function TrackRecord({ record }: { record: Record }) {
  return (
    <div className="track-record">
      <ul className="track-cases">
        {record.cases.map((c) => (
          <TrackCase key={c.place} place={c.place} years={c.years} text={c.text} />
        ))}
      </ul>
      <p className="track-summary">{quoteFigures(record.summary)}</p>
      {record.caution && <p className="track-caution">{record.caution}</p>}
    </div>
  );
}

/** One operation: where and when, then what was done (in full, or its one-line outcome). */
export function TrackCase({ place, years, text }: { place: string; years: string; text: string }) {
  return (
    <li className="track-case">
      <p className="track-place">
        <strong>{place}</strong> <span>{years}</span>
      </p>
      <p>{text}</p>
    </li>
  );
}
