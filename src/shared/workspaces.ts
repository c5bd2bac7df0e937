// Workspaces (issue 19): an MSP's team, roles, invitations and brand, as both sides see them.
import { z } from 'zod';

export const workspaceRoles = ['owner', 'member'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const workspaceLimits = {
  nameMax: 120,
  brandNameMax: 120,
  contactMax: 200,
  /** Logos are small marks on a report: 256 KB is plenty for a PNG or an SVG. */
  logoMaxBytes: 256 * 1024,
  /** An invitation link stays valid this long. */
  invitationDays: 14,
  /** Open invitations a workspace may have at once. */
  maxOpenInvitations: 50,
  maxMembers: 100,
} as const;

export const logoTypes = ['image/png', 'image/svg+xml'] as const;
export type LogoType = (typeof logoTypes)[number];

/** What the wizard, nav and settings show about the workspace the caller works in. */
export type WorkspaceBranding = {
  /** The name printed as "Prepared by …" (empty: the workspace's name is used). */
  brandName: string;
  /** #rrggbb, or null for our own colours. */
  accent: string | null;
  contact: string;
  /** A versioned URL of the logo (same-origin, no auth needed), or null. */
  logoUrl: string | null;
  logoType: LogoType | null;
  /** "Made with Stackwise" under the brand; only the Unlimited plan may switch it off. */
  showMadeWith: boolean;
};

/** What a signed-out visitor of a shared page sees of the brand: never an id or an email. */
export type SharedBranding = Pick<WorkspaceBranding, 'brandName' | 'accent' | 'contact' | 'logoUrl' | 'showMadeWith'>;

/** The random part of /api/logos/<key>: 24 random bytes in base64url, 32 characters. */
export const logoKeyPattern = /^[A-Za-z0-9_-]{32}$/;

export type WorkspaceSummary = {
  id: string;
  name: string;
  role: WorkspaceRole;
  /** The account's own workspace (the one it was created with). */
  isOwn: boolean;
};

export type CurrentWorkspace = WorkspaceSummary & {
  branding: WorkspaceBranding;
  /** Whether the plan allows removing "Made with Stackwise". */
  canHideMadeWith: boolean;
  /** Every workspace the account may switch to, the current one included. */
  memberships: WorkspaceSummary[];
};

export type WorkspaceMember = { userId: string; email: string | null; name: string | null; role: WorkspaceRole; joinedAt: string; isYou: boolean };

export type InvitationStatus = 'open' | 'accepted' | 'revoked' | 'expired';
export type WorkspaceInvitation = { id: number; email: string; role: WorkspaceRole; status: InvitationStatus; createdAt: string; expiresAt: string };
/** POST /api/workspace/invitations: the only answer that carries the link itself. */
export type CreatedInvitation = { invitation: WorkspaceInvitation; url: string; emailed: boolean };

/** What the invitation page shows before the invitee accepts. */
export type InvitationPreview = { workspaceName: string; role: WorkspaceRole; email: string; status: InvitationStatus; invitedBy: string | null };

const trimmed = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

export const renameWorkspaceInputSchema = z.object({
  name: trimmed('Workspace name', workspaceLimits.nameMax).min(1, 'Workspace name is required'),
});

export const switchWorkspaceInputSchema = z.object({ workspaceId: z.string({ error: 'Choose a workspace' }).min(1, 'Choose a workspace').max(100) });

export const inviteInputSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().pipe(z.email('Enter a valid email address').max(320)),
  role: z.enum(workspaceRoles, { error: 'Role must be owner or member' }).default('member'),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const memberRoleInputSchema = z.object({ role: z.enum(workspaceRoles, { error: 'Role must be owner or member' }) });

export const brandingInputSchema = z.object({
  brandName: trimmed('Brand name', workspaceLimits.brandNameMax),
  accent: z
    .string({ error: 'Accent colour must be text' })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'Accent colour must look like #1a2b3c')
    .nullable(),
  contact: trimmed('Contact line', workspaceLimits.contactMax),
  showMadeWith: z.boolean({ error: 'Choose whether to show "Made with Stackwise"' }),
});
export type BrandingInput = z.infer<typeof brandingInputSchema>;

/** 32 random bytes in base64url: 43 characters. */
export const invitationTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** "Prepared by {MSP} for {client}", or what is known of it. */
export function preparedByLine(brand: string, client: string | null): string | null {
  if (!brand) return null;
  return client ? `Prepared by ${brand} for ${client}` : `Prepared by ${brand}`;
}

/** :userId of /api/workspace/members/:userId (anything else is "not a member"). */
export const memberIdParamSchema = z.object({ userId: z.string().min(1).max(100) });
/** :id of /api/workspace/invitations/:id. */
export const invitationIdParamSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, 'Invitation id must be a number').transform(Number) });

/** Error codes of the invitation page (GET /api/invitations/:token and its accept). */
export const invitationErrorCodes = {
  unknown: 'invitation_not_found',
  expired: 'invitation_expired',
  revoked: 'invitation_revoked',
  used: 'invitation_used',
  wrongAccount: 'invitation_wrong_account',
} as const;
