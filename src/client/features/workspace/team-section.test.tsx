import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedInvitation, CurrentWorkspace, WorkspaceInvitation, WorkspaceMember } from '../../../shared/workspaces.js';
import { dismissToast } from '../../components/ui/use-toast';
import { fakeApi, json, renderScreen } from '../questionnaire/screen-test-kit';
import { TeamSection } from './team-section';
import { workspaceFixture } from './workspace-fixture';

const member = (over: Partial<WorkspaceMember>): WorkspaceMember => ({ userId: 'x', email: 'x@example.com', name: null, role: 'member', joinedAt: '2026-11-20T10:00:00.000Z', isYou: false, ...over });
const invitation: WorkspaceInvitation = { id: 5, email: 'new@example.com', role: 'member', status: 'open', createdAt: '2026-11-24T10:00:00.000Z', expiresAt: '2026-12-08T10:00:00.000Z' };

function setup(workspace: CurrentWorkspace, you: string) {
  const api = fakeApi();
  const members = [
    member({ userId: 'acme', email: 'olivia@acme.example', name: 'Olivia', role: 'owner' }),
    member({ userId: 'u2', email: 'max@acme.example' }),
    member({ userId: 'u1', email: 'zoe@example.com' }),
  ].map((m) => ({ ...m, isYou: m.userId === you }));
  api.routes['GET /api/workspace/members'] = () => json(200, members);
  api.routes['GET /api/workspace/invitations'] = () => json(200, [invitation]);
  api.routes['PUT /api/workspace/members/u2'] = (body) => json(200, members.map((m) => (m.userId === 'u2' ? { ...m, ...(body as object) } : m)));
  renderScreen(() => <TeamSection workspace={workspace} />, { path: '/workspace', pattern: '/workspace' });
  return api;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('li')!;

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamSection', () => {
  it('members see the team read-only and may only leave', async () => {
    setup(workspaceFixture('member'), 'u1');
    const creator = await rowOf('Olivia');
    expect(within(creator).queryAllByRole('button')).toEqual([]);
    expect(within(await rowOf('max@acme.example')).queryAllByRole('button')).toEqual([]);
    expect(within(await rowOf('zoe@example.com')).getByRole('button', { name: 'Leave Acme IT' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByText('Open invitations')).toBeNull();
    expect(screen.getByText('Only owners can invite people or change roles.')).toBeTruthy();
  });

  it('owners change roles and remove anyone but the creator', async () => {
    const api = setup(workspaceFixture('owner'), 'u1');
    api.routes['DELETE /api/workspace/members/u2'] = () => json(200, { left: false });
    expect(within(await rowOf('Olivia')).queryAllByRole('button')).toEqual([]);
    const user = userEvent.setup();
    await user.click(within(await rowOf('max@acme.example')).getByRole('button', { name: 'Make owner: max@acme.example' }));
    await waitFor(() => expect(api.bodiesOf('PUT /api/workspace/members/u2')).toEqual([{ role: 'owner' }]));
    expect(await within(await rowOf('max@acme.example')).findByRole('button', { name: 'Make member: max@acme.example' })).toBeTruthy();
    await user.click(within(await rowOf('max@acme.example')).getByRole('button', { name: 'Remove max@acme.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove max@acme.example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Member removed')).toBeTruthy();
  });

  it('owners invite (the link shown once with a copy button and the emailed note) and revoke', async () => {
    const api = setup(workspaceFixture('owner'), 'u1');
    const url = `https://stackwise.example/invite/${'k'.repeat(43)}`;
    api.routes['POST /api/workspace/invitations'] = () => json(201, { invitation: { ...invitation, id: 6, email: 'sam@example.com' }, url, emailed: true } satisfies CreatedInvitation);
    api.routes['DELETE /api/workspace/invitations/5'] = () => json(200, { ...invitation, status: 'revoked' });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText('Enter a valid email address')).not.toHaveLength(0);
    expect(api.bodiesOf('POST /api/workspace/invitations')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Sam@Example.com');
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(((await screen.findByTestId('invitation-url')) as HTMLInputElement).value).toBe(url);
    expect(screen.getByTestId('invitation-note').textContent).toMatch(/^We emailed the link to sam@example.com\./);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(api.bodiesOf('POST /api/workspace/invitations')).toEqual([{ email: 'sam@example.com', role: 'owner' }]);

    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation for new@example.com' }));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
  });

  it('a refused invitation shows the server’s message in a toast', async () => {
    const api = setup(workspaceFixture('owner'), 'u1');
    api.routes['POST /api/workspace/invitations'] = () => json(409, { message: 'max@acme.example is already a member of this workspace.', code: 'already_member' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'max@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('max@acme.example is already a member of this workspace.')).toBeTruthy();
  });
});
