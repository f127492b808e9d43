// An import's counts and dry run: the server stores them as JSON and the admin page reads them (decision 0285).

/** The formats an import reads (decisions 0319, 0322): a Slack workspace's zip, a Trello board's JSON, Musubi's own export. */
export const IMPORT_SOURCES = ['slack', 'trello', 'musubi'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** What an import did, or (in a dry run) will do. Each source fills the counts it has and leaves the others at 0. */
export interface ImportCounts {
  /** People of the export matched by address to an account here. */
  matched: number;
  /** Accounts created unconfirmed for people with an address. */
  created: number;
  /** Accounts that cannot sign in, for bots, deleted members and members without an address. */
  placeholders: number;
  rooms: number;
  memberships: number;
  messages: number;
  replies: number;
  stamps: number;
  /** Reactions with no stamp of ours, kept as text under their message. */
  reactionsAsText: number;
  /** Attachments kept as links in their message or task. */
  filesAsLinks: number;
  /** Join and leave records, not imported. */
  skipped: number;
  /** Columns of the room's board (a Trello board's lists, and one for its archived cards). */
  columns: number;
  tasks: number;
  /** Of the tasks, those archived in the export. */
  archivedTasks: number;
  checklists: number;
  checklistItems: number;
  /** Comments on tasks. */
  comments: number;
  /** The room's labels made from the export's. */
  tags: number;
  /** Files brought with their bytes (a Musubi export's). */
  files: number;
  /** Items imported by an earlier run of this export: not created again. */
  alreadyImported: number;
}

/** What importing an export will create, match and leave out, read without writing anything. */
export interface DryRun {
  counts: ImportCounts;
  rooms: Array<{ name: string; kind: string; members: number; messages: number }>;
  /** The board's columns, in order, with how many tasks each gets. */
  columns: Array<{ name: string; tasks: number; archived: boolean }>;
  /** What cannot be brought over as it is, in Japanese, each with how often. */
  unmapped: Array<{ text: string; count: number }>;
  /** Steps the import takes: people, rooms, their members and messages; or labels, columns, cards and comments. */
  steps: number;
}

export const emptyCounts = (): ImportCounts => ({
  matched: 0,
  created: 0,
  placeholders: 0,
  rooms: 0,
  memberships: 0,
  messages: 0,
  replies: 0,
  stamps: 0,
  reactionsAsText: 0,
  filesAsLinks: 0,
  skipped: 0,
  columns: 0,
  tasks: 0,
  archivedTasks: 0,
  checklists: 0,
  checklistItems: 0,
  comments: 0,
  tags: 0,
  files: 0,
  alreadyImported: 0,
});
