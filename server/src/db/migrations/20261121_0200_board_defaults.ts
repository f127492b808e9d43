import type { MigrationDb } from './helpers';
import { DEFAULT_TAGS, DEFAULT_TEMPLATE, TAG_TYPE, TEMPLATE_TYPE } from '@musubi/shared';

/**
 * The defaults every user sees (spec section 9): the five default labels, which administrators edit on the
 * label page and new rooms copy, and the default template of two boards with starter tasks.
 */
export async function up(db: MigrationDb): Promise<void> {
  const createdAt = '2026-11-21T00:00:00.000Z';
  await db
    .insertInto('tags')
    .values(
      DEFAULT_TAGS.map((tag, i) => ({
        id: `00000000-0000-7000-8000-00000000000${i + 1}`,
        name: tag.name,
        color: tag.color,
        type: TAG_TYPE.default,
        room_id: null,
        user_created_id: null,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .execute();
  await db
    .insertInto('templates')
    .values({
      id: '00000000-0000-7000-8000-000000000100',
      name: DEFAULT_TEMPLATE.name,
      boards: JSON.stringify(DEFAULT_TEMPLATE.boards),
      type: TEMPLATE_TYPE.default,
      isFile: 0,
      user_created_id: null,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
}
