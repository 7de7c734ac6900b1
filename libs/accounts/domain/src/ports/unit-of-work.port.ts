// The port is the kernel's, shared by every context; re-exported so accounts' imports stay put.
export type { UnitOfWork } from '@sidequest/kernel';
