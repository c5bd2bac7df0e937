import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '../../../shared/workspaces.js';
import { dismissToast } from '../../components/ui/use-toast';
import type { AuthState } from '../auth/use-auth';
import { fakeApi, json, renderScreen, signedIn } from '../questionnaire/screen-test-kit';
import InvitePage from './invite-page';
import { workspaceFixture } from './workspace-fixture';

const TOKEN = 't'.repeat(43);
const preview: InvitationPreview = { workspaceName: 'Acme IT', role: 'member', email: 'z***@example.com', status: 'open', invitedBy: 'Olivia Owner' };

function setup(auth: AuthState = signedIn) {
  const api = fakeApi();
  api.routes[`GET /api/invitations/${TOKEN}`] = () => json(200, preview);
  const view = renderScreen(InvitePage, { path: `/invite/${TOKEN}`, pattern: '/invite/:token', auth });
  return { api, ...view };
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('InvitePage', () => {
  it('signed out: shows who invites to what, and signs in or up coming back here', async () => {
    const openSignIn = vi.fn();
    setup({ ...signedIn, user: null, openSignIn });
    expect(await screen.findByRole('heading', { name: 'Join Acme IT' })).toBeTruthy();
    expect(screen.getByText('Olivia Owner')).toBeTruthy();
    expect(screen.getByTestId('invited-email').textContent).toBe('z***@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(openSignIn).toHaveBeenLastCalledWith(`/invite/${TOKEN}`, 'signIn');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(openSignIn).toHaveBeenLastCalledWith(`/invite/${TOKEN}`, 'signUp');
    // An account created here comes back after confirming its address.
    expect(window.localStorage.getItem('stackwise.pendingInvitation')).toBe(`/invite/${TOKEN}`);
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
  });

  it('signed in: joins, and goes to the dashboard of the new workspace', async () => {
    const { api, location, queryClient } = setup();
    api.routes[`POST /api/invitations/${TOKEN}/accept`] = () => json(200, workspaceFixture('member'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Acme IT' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(await screen.findByText('Welcome to Acme IT')).toBeTruthy();
    expect(queryClient.getQueryData(['/api/workspace'])).toMatchObject({ name: 'Acme IT', role: 'member' });
  });

  it('signed in with another address: says so and offers to sign out', async () => {
    const signOut = vi.fn(async () => {});
    const { api } = setup({ ...signedIn, signOut });
    const message = 'This invitation is for z***@example.com, but you are signed in as zoe@example.com. Sign out, then sign in or sign up with the invited address.';
    api.routes[`POST /api/invitations/${TOKEN}/accept`] = () => json(403, { message, code: 'invitation_wrong_account' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Acme IT' }));
    expect((await screen.findByTestId('wrong-account')).textContent).toBe(message);
    expect(screen.getByText('You are signed in with another account')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it.each([
    [410, 'invitation_expired', 'This invitation has expired', 'This invitation to Acme IT has expired. Ask one of its owners to invite you again.'],
    [410, 'invitation_revoked', 'This invitation was withdrawn', 'This invitation to Acme IT was withdrawn.'],
    [410, 'invitation_used', 'This invitation has already been used', 'This invitation to Acme IT has already been used.'],
    [404, 'invitation_not_found', 'This invitation link does not work', 'This invitation link does not exist.'],
  ])('a %s %s link explains itself', async (status, code, title, message) => {
    const api = fakeApi();
    api.routes[`GET /api/invitations/${TOKEN}`] = () => json(status, { message, code });
    renderScreen(InvitePage, { path: `/invite/${TOKEN}`, pattern: '/invite/:token' });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByTestId('invitation-problem').textContent).toBe(message);
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
  });

  it('an invitation used meanwhile (410 on accept) turns into the used state', async () => {
    const { api } = setup();
    api.routes[`POST /api/invitations/${TOKEN}/accept`] = () => json(410, { message: 'This invitation to Acme IT has already been used.', code: 'invitation_used' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Acme IT' }));
    expect(await screen.findByRole('heading', { name: 'This invitation has already been used' })).toBeTruthy();
  });
});
