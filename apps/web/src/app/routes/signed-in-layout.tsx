import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { ShellLayout } from '../../features/shell/components/shell-layout';

/** The signed-in area; TanStack Query arrives with it, not with the sign-in page. */
export default function SignedInLayoutRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout />
    </QueryClientProvider>
  );
}
