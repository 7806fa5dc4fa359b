// nest-common's collections: rate-limit tickets and the staff audit trail.
import { commonIndexesMigration } from '@rmj/nest-common';

export default commonIndexesMigration(2);
