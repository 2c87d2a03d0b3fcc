/** Accounts the end-to-end suite creates: the owner in first-user.spec.ts, the editor from it. */
export const owner = { email: 'owner@example.com', password: 'a-long-test-password-1' }
export const editor = { email: 'editor@example.com', password: 'another-long-password-2' }
