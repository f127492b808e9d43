/**
 * A Trello board's JSON written by hand from the format's public description (Trello's REST API reference for
 * boards, lists, cards, labels, checklists, members and actions, which "Export as JSON" nests under the board):
 * 24-hex ids, `pos` numbers, label colour names, checklists with `checkItems` and their `state`, and `actions`
 * newest first, comments among them as `commentCard` with `data.text` and `data.card`.
 */

/** The board's people: hanako shows her address (`email` appears when the exporter may see it), taro and jiro do not. */
export const TRELLO_MEMBERS = {
  hanako: '5f1a00000000000000000a01',
  taro: '5f1a00000000000000000a02',
  jiro: '5f1a00000000000000000a03',
};

const board = '5f1a00000000000000000b01';
const list = { todo: '5f1a00000000000000000c01', doing: '5f1a00000000000000000c02', done: '5f1a00000000000000000c03', old: '5f1a00000000000000000c04' };
const label = { design: '5f1a00000000000000000d01', bug: '5f1a00000000000000000d02', unnamed: '5f1a00000000000000000d03', hold: '5f1a00000000000000000d04' };
export const CARDS = {
  plan: '5f1a00010000000000000e01',
  logo: '5f1a00020000000000000e02',
  survey: '5f1a00030000000000000e03',
  release: '5f1a00040000000000000e04',
  legacy: '5f1a00050000000000000e05',
  review: '5f1a00060000000000000e06',
};
const checklist = { steps: '5f1a00000000000000000f01', release: '5f1a00000000000000000f02', empty: '5f1a00000000000000000f03' };

const card = (fields: Record<string, unknown>) => ({
  idBoard: board,
  desc: '',
  due: null,
  start: null,
  dueComplete: false,
  closed: false,
  idLabels: [],
  idMembers: [],
  idChecklists: [],
  attachments: [],
  badges: { comments: 0, checkItems: 0, checkItemsChecked: 0 },
  dateLastActivity: '2024-03-01T00:00:00.000Z',
  shortUrl: 'https://trello.com/c/abc',
  ...fields,
});

const comment = (id: string, cardId: string, member: keyof typeof TRELLO_MEMBERS, text: string, date: string, fullName: string) => ({
  id,
  idMemberCreator: TRELLO_MEMBERS[member],
  type: 'commentCard',
  date,
  data: { text, card: { id: cardId, name: 'カード', idShort: 1, shortLink: 'abc' }, board: { id: board, name: 'ウェブサイト刷新' }, list: { id: list.todo, name: 'ToDo' } },
  memberCreator: { id: TRELLO_MEMBERS[member], fullName, username: member },
});

/**
 * A board with four lists (one archived, one named Done), six cards (one archived in an open list, one in the
 * archived list, one complete), four labels (one without a name, one without a colour), three checklists of five
 * items, and comments by a member found by address, by members not found, and on a card deleted since.
 */
export function trelloBoard(hanakoEmail: string) {
  return {
    id: board,
    name: 'ウェブサイト刷新',
    desc: '',
    closed: false,
    url: 'https://trello.com/b/XyZ12345/website',
    prefs: { permissionLevel: 'private', background: 'blue' },
    labelNames: { green: 'デザイン', red: 'バグ' },
    members: [
      { id: TRELLO_MEMBERS.hanako, fullName: '山田 花子', username: 'hanako', email: hanakoEmail.toUpperCase() },
      { id: TRELLO_MEMBERS.taro, fullName: '佐藤 太郎', username: 'taro' },
      { id: TRELLO_MEMBERS.jiro, fullName: '鈴木 次郎', username: 'jiro', email: 'jiro@example.com' },
    ],
    labels: [
      { id: label.design, idBoard: board, name: 'デザイン', color: 'green', uses: 1 },
      { id: label.bug, idBoard: board, name: 'バグ', color: 'red', uses: 1 },
      { id: label.unnamed, idBoard: board, name: '', color: 'sky_dark', uses: 0 },
      { id: label.hold, idBoard: board, name: '保留', color: null, uses: 1 },
    ],
    lists: [
      { id: list.old, idBoard: board, name: '旧リスト', closed: true, pos: 65536, subscribed: false },
      { id: list.done, idBoard: board, name: 'Done', closed: false, pos: 49152, subscribed: false },
      { id: list.todo, idBoard: board, name: 'ToDo', closed: false, pos: 16384, subscribed: false },
      { id: list.doing, idBoard: board, name: '作業中', closed: false, pos: 32768, subscribed: false },
    ],
    cards: [
      card({
        id: CARDS.plan,
        name: 'サイトマップを作る',
        desc: '既存ページを洗い出して構成を決める',
        due: '2024-04-10T09:00:00.000Z',
        start: '2024-04-01T00:00:00.000Z',
        idList: list.todo,
        pos: 32768,
        idLabels: [label.design, label.bug],
        idMembers: [TRELLO_MEMBERS.hanako, TRELLO_MEMBERS.taro],
        idChecklists: [checklist.steps, checklist.empty],
      }),
      card({
        id: CARDS.logo,
        name: 'ロゴの候補',
        idList: list.todo,
        pos: 16384,
        attachments: [{ id: '5f1a00000000000000001001', name: 'logo-draft.png', url: 'https://trello.com/1/cards/e02/attachments/1001/download/logo-draft.png', bytes: 20480 }],
      }),
      card({ id: CARDS.survey, name: '競合サイトの調査', idList: list.doing, pos: 16384, closed: true }),
      card({ id: CARDS.review, name: 'デザインレビュー', idList: list.doing, pos: 32768, idLabels: [label.hold], idMembers: [TRELLO_MEMBERS.jiro] }),
      card({
        id: CARDS.release,
        name: '公開',
        due: '2024-05-01T00:00:00.000Z',
        dueComplete: true,
        idList: list.done,
        pos: 16384,
        idChecklists: [checklist.release],
      }),
      card({ id: CARDS.legacy, name: '旧サイトの保守', idList: list.old, pos: 16384 }),
    ],
    checklists: [
      {
        id: checklist.steps,
        idBoard: board,
        idCard: CARDS.plan,
        name: '手順',
        pos: 16384,
        checkItems: [
          { id: '5f1a00000000000000001101', idChecklist: checklist.steps, name: 'ページを数える', state: 'complete', pos: 16384, idMember: TRELLO_MEMBERS.hanako, due: null },
          { id: '5f1a00000000000000001103', idChecklist: checklist.steps, name: '構成案を共有', state: 'incomplete', pos: 49152, idMember: TRELLO_MEMBERS.taro, due: null },
          { id: '5f1a00000000000000001102', idChecklist: checklist.steps, name: '階層を決める', state: 'complete', pos: 32768, idMember: null, due: null },
        ],
      },
      { id: checklist.empty, idBoard: board, idCard: CARDS.plan, name: 'あとで', pos: 32768, checkItems: [] },
      {
        id: checklist.release,
        idBoard: board,
        idCard: CARDS.release,
        name: '公開前チェック',
        pos: 16384,
        checkItems: [
          { id: '5f1a00000000000000001201', idChecklist: checklist.release, name: 'リンク切れ確認', state: 'complete', pos: 16384 },
          { id: '5f1a00000000000000001202', idChecklist: checklist.release, name: 'OGP 画像', state: 'complete', pos: 32768 },
        ],
      },
    ],
    actions: [
      comment('5f1a00000000000000002004', '5f1a0000000000000000dead', 'taro', '消えたカードへのコメント', '2024-03-04T00:00:00.000Z', '佐藤 太郎'),
      comment('5f1a00000000000000002003', CARDS.release, 'jiro', '公開しました！', '2024-03-03T00:00:00.000Z', '鈴木 次郎'),
      { id: '5f1a00000000000000002100', idMemberCreator: TRELLO_MEMBERS.hanako, type: 'updateCard', date: '2024-03-02T12:00:00.000Z', data: { card: { id: CARDS.plan }, old: { pos: 1 } } },
      comment('5f1a00000000000000002002', CARDS.plan, 'taro', '構成案を見ました', '2024-03-02T00:00:00.000Z', '佐藤 太郎'),
      comment('5f1a00000000000000002001', CARDS.plan, 'hanako', '来週までに叩き台を出します', '2024-03-01T00:00:00.000Z', '山田 花子'),
      { id: '5f1a00000000000000002000', idMemberCreator: TRELLO_MEMBERS.hanako, type: 'createCard', date: '2024-02-29T00:00:00.000Z', data: { card: { id: CARDS.plan } } },
    ],
  };
}

export const trelloJson = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));
