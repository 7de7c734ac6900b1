// Test doubles for the kernel's ports: imported by specs and by other libs' `testing` entry points, never by production code.
export * from './fixed-clock';
export * from './in-memory-rate-limiter';
