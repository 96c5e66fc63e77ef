import { quoteFigures, type TrackRecord as Record } from '../../../content/proof.ts';

/** What the firm has done for one audience: a line per operation, with its place and years. */
export function TrackRecord({ record }: { record: Record }) {
  return (
    <div className="track-record">
      <ul className="track-cases">
        {record.cases.map((c) => (
          <li key={c.place} className="track-case">
            <p className="track-place">
              <strong>{c.place}</strong> <span>{c.years}</span>
            </p>
            <p>{c.text}</p>
          </li>
        ))}
      </ul>
      <p className="track-summary">{quoteFigures(record.summary)}</p>
      {record.caution && <p className="track-caution">{record.caution}</p>}
    </div>
  );
}
