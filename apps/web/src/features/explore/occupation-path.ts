import { paths } from '../../lib/paths';

/** The address of an occupation's page. */
export const occupationPath = (code: string) => paths.occupation.replace(':code', encodeURIComponent(code));
