import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { ProjectWizard } from './project-wizard';

/** /project-wizard: signed-in only, redirects to / otherwise (spec section 2). */
export default function ProjectWizardPage() {
  usePageMeta({ title: 'Create a Project', noIndex: true });
  return (
    <RequireAuth>
      <WizardForCurrentUser />
    </RequireAuth>
  );
}

function WizardForCurrentUser() {
  const { user } = useAuth();
  // RequireAuth renders this only with a user; a different user gets a fresh form (and draft).
  return user ? <ProjectWizard key={user.id} userId={user.id} /> : null;
}
