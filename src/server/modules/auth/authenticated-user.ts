/** Who is calling our API, as established from a verified access token (see require-user.ts). */
export type AuthenticatedUser = {
  /** The auth user's id (uuid, the token's `sub`). Every owned row references it. */
  id: string;
  email: string | null;
  /** The auth session the token belongs to (null for hosted Supabase tokens without one). */
  sessionId: string | null;
};
