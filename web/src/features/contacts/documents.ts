import { graphql } from '../../graphql/gql';

export const PERSON_FIELDS = graphql(`
  fragment ContactPersonFields on User {
    id
    name
    image
    company_name
  }
`);

export const CONTACTS = graphql(`
  query ContactsList {
    listContacts(limit: 100) {
      items {
        ...ContactPersonFields
        email
      }
    }
    received: listContactsRequests(filter: { direction: "received", status: 0 }, limit: 100) {
      items {
        id
        email
        createdAt
        request_user {
          ...ContactPersonFields
        }
      }
    }
    sent: listContactsRequests(filter: { direction: "sent", status: 0 }, limit: 100) {
      items {
        id
        email
        createdAt
        user {
          ...ContactPersonFields
        }
      }
    }
  }
`);

export const REQUEST_CONTACT = graphql(`
  mutation ContactsRequest($input: CreateContactRequestInput!) {
    customCreateContactRequest(input: $input) {
      id
    }
  }
`);

export const ACCEPT_REQUEST = graphql(`
  mutation ContactsAccept($input: ContactRequestIdInput!) {
    acceptRequestContact(input: $input) {
      id
    }
  }
`);

export const DECLINE_REQUEST = graphql(`
  mutation ContactsDecline($input: ContactRequestIdInput!) {
    customDeleteContactRequest(input: $input)
  }
`);

export const INVITE_BY_EMAIL = graphql(`
  mutation ContactsInvite($input: CreateInviteByEmailInput!) {
    createInviteByEmail(input: $input) {
      id
      email
    }
  }
`);

export const PROFILE = graphql(`
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
`);

export const CREATE_NOTE = graphql(`
  mutation ContactsCreateNote($input: CreateUserNoteInput!) {
    createUserNote(input: $input) {
      id
      content
      updatedAt
    }
  }
`);

export const UPDATE_NOTE = graphql(`
  mutation ContactsUpdateNote($input: UpdateUserNoteInput!) {
    updateUserNote(input: $input) {
      id
      content
      updatedAt
    }
  }
`);

export const FIND_PEOPLE = graphql(`
  query ContactsFindPeople($search: String) {
    findUsers(search: $search) {
      items {
        ...ContactPersonFields
      }
    }
  }
`);

export const REMOVE_CONTACT = graphql(`
  mutation ContactsRemove($input: RemoveContactInput!) {
    removeContact(input: $input)
  }
`);

export const OPEN_DIRECT_CHAT = graphql(`
  mutation ContactsOpenDirect($input: AddRoomInput!) {
    addRoom(input: $input) {
      id
    }
  }
`);

/** Whether the viewer has brought anyone in yet: a contact, a request waiting for an answer, or a live invitation. */
export const COLLEAGUE_INVITED = graphql(`
  query ContactsColleagueInvited {
    listContacts(limit: 1) {
      items {
        id
      }
    }
    sent: listContactsRequests(filter: { direction: "sent", status: 0 }, limit: 1) {
      items {
        id
      }
    }
    invites: listInviteByEmails(limit: 20) {
      items {
        id
        usedAt
        expiresAt
      }
    }
  }
`);
