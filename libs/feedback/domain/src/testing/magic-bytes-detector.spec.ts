import { fileTypeDetectorContract } from './file-type-detector.contract';
import { MagicBytesDetector } from './magic-bytes-detector';

fileTypeDetectorContract('magic bytes fake', () => new MagicBytesDetector());
