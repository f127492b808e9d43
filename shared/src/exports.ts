// An export's kinds, limits, counts and messages: the server runs the job, the admin and account pages show it
// (decision 0320; the format is docs/export-format.md).

export const EXPORT_KINDS = ['instance', 'rooms', 'personal'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The most rooms one export of chosen rooms may name. */
export const EXPORT_MAX_ROOMS = 100;
/** The most bytes of files one export may carry (decision 0320). */
export const EXPORT_MAX_FILE_BYTES = 10 * 1024 * 1024 * 1024;
/** How long a finished export may be downloaded before its zip is deleted. */
export const EXPORT_KEPT_DAYS = 7;

/** Rows written per kind: the progress counts of a job, and the manifest's. */
export interface ExportCounts {
  users: number;
  rooms: number;
  memberships: number;
  messages: number;
  stamps: number;
  tags: number;
  boards: number;
  tasks: number;
  checklists: number;
  comments: number;
  files: number;
  notes: number;
  contacts: number;
}

export const EXPORT_COUNT_KEYS: Array<keyof ExportCounts> = [
  'users',
  'rooms',
  'memberships',
  'messages',
  'stamps',
  'tags',
  'boards',
  'tasks',
  'checklists',
  'comments',
  'files',
  'notes',
  'contacts',
];

export const emptyExportCounts = (): ExportCounts =>
  Object.fromEntries(EXPORT_COUNT_KEYS.map((key) => [key, 0])) as unknown as ExportCounts;

export const EXPORT_MESSAGES = {
  kind: '書き出す範囲を選択してください。',
  roomsRequired: '書き出すルームを選択してください。',
  tooManyRooms: `一度に書き出せるルームは ${EXPORT_MAX_ROOMS} 件までです。`,
  unknownRooms: '選択したルームの中に、見つからないルームがあります。一覧を読み込み直してから選び直してください。',
  alreadyRunning: '書き出しがすでに進行中です。終わるまでお待ちいただくか、中止してから始めてください。',
  notCancellable: 'この書き出しはすでに終了しています。',
  expired: 'この書き出しのダウンロード期限が過ぎました。もう一度書き出してください。',
  tooLarge: (gb: number, maxGb: number) =>
    `書き出すファイルの合計が大きすぎます（約 ${gb} GB）。一度に書き出せるのは ${maxGb} GB までです。ルームを選んで分けて書き出してください。`,
  failed: '書き出し中にエラーが発生したため中断しました。もう一度お試しください。',
} as const;
