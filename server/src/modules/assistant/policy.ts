import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Viewer } from '../../deps';
import { notFound } from '../../lib/errors';
import { requireViewer } from '../users';
import { findConversation, findTurn } from './repo';

/** A conversation is its owner's alone: anyone else is answered NOT_FOUND, as if it did not exist. */
export async function accessConversation(db: Kysely<DB>, viewer: Viewer | null, id: string) {
  const me = requireViewer(viewer);
  const conversation = id.length <= 64 ? await findConversation(db, id) : undefined;
  if (!conversation || conversation.user_id !== me.id) throw notFound();
  return { viewer: me, conversation };
}

export async function accessTurn(db: Kysely<DB>, viewer: Viewer | null, id: string) {
  const turn = id.length <= 64 ? await findTurn(db, id) : undefined;
  if (!turn) {
    requireViewer(viewer);
    throw notFound();
  }
  const { conversation } = await accessConversation(db, viewer, turn.conversationId);
  return { turn, conversation };
}
