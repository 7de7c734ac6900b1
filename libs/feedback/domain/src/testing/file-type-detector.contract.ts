import { describe, expect, it } from 'vitest';
import type { FileTypeDetector } from '../ports/file-type-detector.port';
import { SAMPLE_FILES, SAMPLE_TYPES } from './sample-files';

/** The detector's contract, for the fake and the `file-type` adapter alike. */
export function fileTypeDetectorContract(name: string, setup: () => FileTypeDetector) {
  describe(`file type detector contract: ${name}`, () => {
    for (const [sample, expected] of Object.entries(SAMPLE_TYPES)) {
      it(`detects ${sample} by its content`, async () => {
        const make = SAMPLE_FILES[sample as keyof typeof SAMPLE_TYPES];
        expect(await setup().detect(make(512))).toEqual(expected);
      });
    }

    it('answers null for content it does not know', async () => {
      expect(await setup().detect(SAMPLE_FILES.text())).toBeNull();
    });
  });
}
