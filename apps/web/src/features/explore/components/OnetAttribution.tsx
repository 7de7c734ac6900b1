import { ONET_ATTRIBUTION_TEXT } from '@sidequest/contracts';

const onetLink = (code: string) => `https://www.onetonline.org/link/summary/${encodeURIComponent(code)}`;

/** O*NET's CC BY 4.0 line, which every screen with its data carries, and the occupation's O*NET OnLine page. */
export function OnetAttribution({ code }: { code?: string }) {
  return (
    <footer className="explore-attribution">
      {code && (
        <p>
          <a href={onetLink(code)} target="_blank" rel="noopener noreferrer">
            This occupation on O*NET OnLine
            <span className="sq-visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <p>{ONET_ATTRIBUTION_TEXT}</p>
    </footer>
  );
}
