// An import's counts and dry run: the server stores them as JSON and the admin page reads them (decision 0285).

/** What an import did, or (in a dry run) will do. */
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
  /** Attachments kept as links in their message. */
  filesAsLinks: number;
  /** Join and leave records, not imported. */
  skipped: number;
  /** Items imported by an earlier run of this export: not created again. */
  alreadyImported: number;
}

/** What importing an export will create, match and leave out, read without writing anything. */
export interface DryRun {
  counts: ImportCounts;
  rooms: Array<{ name: string; kind: string; members: number; messages: number }>;
  /** What cannot be brought over as it is, in Japanese, each with how often. */
  unmapped: Array<{ text: string; count: number }>;
  /** Steps the import takes: people, rooms, their members and messages. */
  steps: number;
}
