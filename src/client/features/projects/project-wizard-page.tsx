import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { ProjectWizard } from './project-wizard';

/** /project-wizard: signed-in only (spec section 2). */
export default function ProjectWizardPage() {
  usePageMeta({ title: 'Create a Project', noIndex: true });
  const { user } = useAuth();
  return user ? <ProjectWizard userId={user.id} /> : null;
}
