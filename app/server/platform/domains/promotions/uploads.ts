// The images of an activity application (SPEC.md section 5: png or jpg, at most 5 MB each, at most
// 3). Every body the platform reads is at most 1 MB, so an image arrives in pieces of at most
// `uploadChunkBytes`, in order; the type is judged by the file's first bytes, never by its name.
import type { Database } from '../../db';
import { randomUUID } from 'node:crypto';
import { applicationRules, ErrorCode, uploadChunkBytes, type UploadImageValue } from '@lobby/contract';
import { PlatformError } from '../../http';
import { imageTypeOf } from '../../shared/images';

export function migrateUploads(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS activity_uploads (
      upload_id TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      received INTEGER NOT NULL,
      promotion_id INTEGER REFERENCES promotions(promotion_id),
      created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS activity_upload_parts (
      upload_id TEXT NOT NULL REFERENCES activity_uploads(upload_id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (upload_id, position)
    );
  `);
}

/** Uploads not attached to an application within this time are dropped. */
const pendingLifetimeMs = 60 * 60 * 1000;
/** At most this many unattached uploads per player at once (three applications' worth). */
const maxPending = 9;
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

interface UploadRow {
  upload_id: string;
  account_id: number;
  content_type: UploadImageValue['contentType'];
  size: number;
  received: number;
  promotion_id: number | null;
  created_at: number;
}

export interface UploadPiece {
  uploadId?: string;
  size: number;
  offset: number;
  data: string;
}

export function createUploadStore(db: Database, now: () => number) {
  const byId = db.prepare('SELECT * FROM activity_uploads WHERE upload_id = ? AND account_id = ?');
  const purge = db.prepare('DELETE FROM activity_uploads WHERE promotion_id IS NULL AND created_at <= ?');
  const pending = db.prepare(
    'SELECT COUNT(*) AS n FROM activity_uploads WHERE account_id = ? AND promotion_id IS NULL',
  );
  const open = db.prepare(`INSERT INTO activity_uploads
    (upload_id, account_id, content_type, size, received, promotion_id, created_at) VALUES (?, ?, ?, ?, 0, NULL, ?)`);
  const part = db.prepare('SELECT data FROM activity_upload_parts WHERE upload_id = ? AND position = ?');
  const addPart = db.prepare('INSERT INTO activity_upload_parts (upload_id, position, data) VALUES (?, ?, ?)');
  const grow = db.prepare('UPDATE activity_uploads SET received = ? WHERE upload_id = ?');
  const attachOne = db.prepare(
    'UPDATE activity_uploads SET promotion_id = ? WHERE upload_id = ? AND account_id = ? AND promotion_id IS NULL',
  );

  const answer = (row: UploadRow): UploadImageValue => ({
    uploadId: row.upload_id,
    received: row.received,
    size: row.size,
    contentType: row.content_type,
    complete: row.received === row.size,
  });

  const decode = (data: string): Buffer => {
    if (!base64.test(data) || data.length % 4 !== 0)
      throw new PlatformError(ErrorCode.VALIDATION, 'data must be base64');
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length === 0) throw new PlatformError(ErrorCode.VALIDATION, 'data is empty');
    if (bytes.length > uploadChunkBytes) {
      throw new PlatformError(ErrorCode.VALIDATION, `data must be at most ${uploadChunkBytes} bytes a piece`);
    }
    return bytes;
  };

  return {
    /** Takes one piece: the first opens the upload, the next ones follow in order. */
    receive: db.transaction((accountId: number, piece: UploadPiece): UploadImageValue => {
      const bytes = decode(piece.data);
      if (piece.size > applicationRules.maxImageBytes) {
        throw new PlatformError(ErrorCode.VALIDATION, 'size must be at most 5 MB (SPEC.md section 5)');
      }
      let row: UploadRow;
      if (piece.uploadId === undefined) {
        if (piece.offset !== 0) throw new PlatformError(ErrorCode.VALIDATION, 'offset must be 0 for a new upload');
        const type = imageTypeOf(bytes);
        if (!type) throw new PlatformError(ErrorCode.VALIDATION, 'data must be a png or jpg image');
        purge.run(now() - pendingLifetimeMs);
        if ((pending.get(accountId) as { n: number }).n >= maxPending) {
          throw new PlatformError(ErrorCode.VALIDATION, 'too many images waiting: send the application first');
        }
        const uploadId = randomUUID();
        open.run(uploadId, accountId, type, piece.size, now());
        row = byId.get(uploadId, accountId) as UploadRow;
      } else {
        const found = byId.get(piece.uploadId, accountId) as UploadRow | undefined;
        if (!found) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such upload');
        if (found.size !== piece.size) throw new PlatformError(ErrorCode.VALIDATION, 'size differs from the upload');
        row = found;
      }
      // A piece sent again (its answer was lost) is accepted when it is the same bytes.
      if (piece.offset < row.received) {
        const sent = part.get(row.upload_id, piece.offset) as { data: Uint8Array } | undefined;
        if (!sent || !bytes.equals(sent.data)) {
          throw new PlatformError(ErrorCode.VALIDATION, 'offset was already received with other data');
        }
        return answer(row);
      }
      if (piece.offset !== row.received) {
        throw new PlatformError(ErrorCode.VALIDATION, `offset must be ${row.received}`);
      }
      const received = row.received + bytes.length;
      if (received > row.size) throw new PlatformError(ErrorCode.VALIDATION, 'data goes beyond size');
      addPart.run(row.upload_id, piece.offset, bytes);
      grow.run(received, row.upload_id);
      return answer({ ...row, received });
    }),
    /**
     * Checks the application's images (complete, the player's own, not used before, at most 3) and
     * answers the function that attaches them, run in the application's transaction.
     */
    prepare(accountId: number, uploadIds: readonly string[]): { count: number; attach: (promotionId: number) => void } {
      if (new Set(uploadIds).size !== uploadIds.length) {
        throw new PlatformError(ErrorCode.VALIDATION, 'imageIds must not repeat an image');
      }
      uploadIds.forEach((uploadId, index) => {
        const row = byId.get(uploadId, accountId) as UploadRow | undefined;
        if (row?.promotion_id !== null) {
          throw new PlatformError(
            ErrorCode.VALIDATION,
            `imageIds[${index}] is not an image of yours waiting to be sent`,
          );
        }
        if (row.received !== row.size)
          throw new PlatformError(ErrorCode.VALIDATION, `imageIds[${index}] is incomplete`);
      });
      return {
        count: uploadIds.length,
        attach: (promotionId) => {
          for (const uploadId of uploadIds) {
            if (attachOne.run(promotionId, uploadId, accountId).changes === 0) {
              throw new PlatformError(ErrorCode.VALIDATION, 'an image was used by another application');
            }
          }
        },
      };
    },
  };
}
