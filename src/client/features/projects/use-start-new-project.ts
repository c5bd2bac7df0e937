// "New Project" and "Create Project" on the dashboard: open the wizard when the account may
// create a project, otherwise explain why with the toast of spec section 8.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { creationBlockToast } from './creation-block';
import { eligibilityQuery } from './project-queries';

/** `clientId` opens the wizard with that client chosen (the client's portfolio page). */
export function useStartNewProject(): (opts?: { clientId?: number }) => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async (opts?: { clientId?: number }) => {
    try {
      const eligibility = await queryClient.ensureQueryData(eligibilityQuery());
      const blocked = creationBlockToast(eligibility, () => navigate('/pricing'));
      if (blocked) toast(blocked);
      else navigate(opts?.clientId ? `/project-wizard?client=${opts.clientId}` : '/project-wizard');
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not check your account. Please try again.'), variant: 'destructive' });
    }
  }, [queryClient, navigate]);
}
