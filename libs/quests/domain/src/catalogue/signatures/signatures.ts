import { SIGNATURES_11 } from './data/soc-11.data';
import { SIGNATURES_13 } from './data/soc-13.data';
import { SIGNATURES_15 } from './data/soc-15.data';
import { SIGNATURES_17 } from './data/soc-17.data';
import { SIGNATURES_19 } from './data/soc-19.data';
import { SIGNATURES_21 } from './data/soc-21.data';
import { SIGNATURES_23 } from './data/soc-23.data';
import { SIGNATURES_25 } from './data/soc-25.data';
import { SIGNATURES_27 } from './data/soc-27.data';
import { SIGNATURES_29 } from './data/soc-29.data';
import { SIGNATURES_31 } from './data/soc-31.data';
import { SIGNATURES_33 } from './data/soc-33.data';
import { SIGNATURES_35 } from './data/soc-35.data';
import { SIGNATURES_37 } from './data/soc-37.data';
import { SIGNATURES_39 } from './data/soc-39.data';
import { SIGNATURES_41 } from './data/soc-41.data';
import { SIGNATURES_43 } from './data/soc-43.data';
import { SIGNATURES_45 } from './data/soc-45.data';
import { SIGNATURES_47 } from './data/soc-47.data';
import { SIGNATURES_49 } from './data/soc-49.data';
import { SIGNATURES_51 } from './data/soc-51.data';
import { SIGNATURES_53 } from './data/soc-53.data';
import { SIGNATURES_55 } from './data/soc-55.data';
import type { SignatureEntry } from './signature';

/** Every occupation's signature entry, in SOC order. */
export const SIGNATURE_ENTRIES: readonly SignatureEntry[] = [
  ...SIGNATURES_11,
  ...SIGNATURES_13,
  ...SIGNATURES_15,
  ...SIGNATURES_17,
  ...SIGNATURES_19,
  ...SIGNATURES_21,
  ...SIGNATURES_23,
  ...SIGNATURES_25,
  ...SIGNATURES_27,
  ...SIGNATURES_29,
  ...SIGNATURES_31,
  ...SIGNATURES_33,
  ...SIGNATURES_35,
  ...SIGNATURES_37,
  ...SIGNATURES_39,
  ...SIGNATURES_41,
  ...SIGNATURES_43,
  ...SIGNATURES_45,
  ...SIGNATURES_47,
  ...SIGNATURES_49,
  ...SIGNATURES_51,
  ...SIGNATURES_53,
  ...SIGNATURES_55,
];
