/** O*NET OnLine's page for an occupation. */
export const onetLink = (code: string) => `https://www.onetonline.org/link/summary/${encodeURIComponent(code)}`;
