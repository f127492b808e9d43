import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../graphql/gql';
import type { ChatFoldersQuery } from '../../graphql/gql/graphql';

export type Folder = ChatFoldersQuery['foldersByDate']['items'][number];

export const FOLDERS = graphql(`
  query ChatFolders($created_user_id: ID!) {
    foldersByDate(created_user_id: $created_user_id, sortDirection: "ASC", limit: 100) {
      items {
        id
        name
        createdAt
      }
    }
  }
`);

export const CREATE_FOLDER = graphql(`
  mutation ChatCreateFolder($input: CreateFolderInput!) {
    createFolder(input: $input) {
      id
      name
      createdAt
    }
  }
`);

export const RENAME_FOLDER = graphql(`
  mutation ChatRenameFolder($input: UpdateFolderInput!) {
    updateFolder(input: $input) {
      id
      name
    }
  }
`);

export const DELETE_FOLDER = graphql(`
  mutation ChatDeleteFolder($input: DeleteFolderInput!) {
    customDeleteFolder(input: $input) {
      id
    }
  }
`);

const COOKIE = 'folders';
const MAX_REMEMBERED = 50;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The folder ids selected (opened) in the side bar, newest selection first, from the `folders` cookie. */
export function readSelectedFolders(): string[] {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  if (!entry) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice(COOKIE.length + 1)));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeSelectedFolders(ids: string[]) {
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(ids.slice(0, MAX_REMEMBERED)))}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Selecting puts the folder first in the list; selecting it again takes it out. */
export function toggleFolder(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids];
}

/** The viewer's folders and which of them are open, the selection kept in the cookie. */
export function useFolders(viewerId: string) {
  // Read once for the side bar and the room header alike; every change of folders here reloads them.
  const [result, refetch] = useQuery({ query: FOLDERS, variables: { created_user_id: viewerId }, requestPolicy: 'cache-first' });
  const folders = result.data?.foldersByDate.items ?? [];
  const [selected, setSelected] = useState<string[]>(readSelectedFolders);

  useEffect(() => writeSelectedFolders(selected), [selected]);

  const toggle = useCallback((id: string) => setSelected((current) => toggleFolder(current, id)), []);
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  return { folders, selected, toggle, reload };
}
