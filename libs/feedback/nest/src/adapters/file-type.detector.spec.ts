import { fileTypeDetectorContract } from '@sidequest/feedback-domain/testing';
import { FileTypeLibraryDetector } from './file-type.detector';

fileTypeDetectorContract('file-type', () => new FileTypeLibraryDetector());
