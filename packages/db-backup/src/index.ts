export { dump, type DumpOptions, type DumpResult } from './dump';
export { restore, type RestoreOptions } from './restore';
export { verify, type VerifyOptions, type VerifyResult } from './verify';
export { prune, retained, isoWeek, type PruneOptions, type PruneResult } from './prune';
export { readManifest } from './manifest';
export { stampOf, parseStamp, type Manifest } from './layout';
export { backupKey, keyId, DEV_BACKUP_KEY } from './encryption';
