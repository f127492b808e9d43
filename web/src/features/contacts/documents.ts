import { gql } from 'urql';

export const CONTACTS = gql`
  query ContactsList {
    listContacts(limit: 100) {
      items {
        id
        name
        image
        company_name
        email
      }
    }
    received: listContactsRequests(filter: { direction: "received", status: 0 }, limit: 100) {
      items {
        id
        email
        createdAt
        request_user {
          id
          name
          image
          company_name
        }
      }
    }
    sent: listContactsRequests(filter: { direction: "sent", status: 0 }, limit: 100) {
      items {
        id
        email
        createdAt
        user {
          id
          name
          image
          company_name
        }
      }
    }
  }
`;

export const REQUEST_CONTACT = gql`
  mutation ContactsRequest($input: CreateContactRequestInput!) {
    customCreateContactRequest(input: $input) {
      id
    }
  }
`;

export const ACCEPT_REQUEST = gql`
  mutation ContactsAccept($input: ContactRequestIdInput!) {
    acceptRequestContact(input: $input) {
      id
    }
  }
`;

export const DECLINE_REQUEST = gql`
  mutation ContactsDecline($input: ContactRequestIdInput!) {
    customDeleteContactRequest(input: $input)
  }
`;

export const INVITE_BY_EMAIL = gql`
  mutation ContactsInvite($input: CreateInviteByEmailInput!) {
    createInviteByEmail(input: $input) {
      id
      email
    }
  }
`;

export const PROFILE = gql`
  query ContactsProfile($id: ID!, $viewer: ID!) {
    getProfile(id: $id) {
      id
      name
      image
      company_name
      industry
      position
      email
      phone
    }
    userNote(user_id: $viewer, user_note_id: $id, limit: 1) {
      items {
        id
        content
        updatedAt
      }
    }
  }
`;

export const CREATE_NOTE = gql`
  mutation ContactsCreateNote($input: CreateUserNoteInput!) {
    createUserNote(input: $input) {
      id
      content
      updatedAt
    }
  }
`;

export const UPDATE_NOTE = gql`
  mutation ContactsUpdateNote($input: UpdateUserNoteInput!) {
    updateUserNote(input: $input) {
      id
      content
      updatedAt
    }
  }
`;

export const FIND_PEOPLE = gql`
  query ContactsFindPeople($search: String) {
    findUsers(search: $search) {
      items {
        id
        name
        image
        company_name
      }
    }
  }
`;

export const REMOVE_CONTACT = gql`
  mutation ContactsRemove($input: RemoveContactInput!) {
    removeContact(input: $input)
  }
`;

export const OPEN_DIRECT_CHAT = gql`
  mutation ContactsOpenDirect($input: AddRoomInput!) {
    addRoom(input: $input) {
      id
    }
  }
`;
