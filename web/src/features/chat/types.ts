import type { ChatMessageFieldsFragment } from '../../graphql/gql/graphql';

export type { Membership, RoomSummary } from '../../rooms/types';

/** A person as the timeline names them (a message's author also says whether it is a webhook's bot). */
export type ChatUser = Omit<NonNullable<ChatMessageFieldsFragment['user']>, 'isBot'>;

export type Emotion = ChatMessageFieldsFragment['emotions'][number];

/** A message as the room shows it; files is absent on messages from an older cache. */
export type ChatMessage = Omit<ChatMessageFieldsFragment, 'files'> & Partial<Pick<ChatMessageFieldsFragment, 'files'>>;
