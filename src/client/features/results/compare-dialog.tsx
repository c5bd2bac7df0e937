// Compare 2–3 recommendations side by side, in a dialog over the results page.
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { CompareTable } from './compare-table';
import type { RecommendationView } from './recommendation-view';

export function CompareDialog({
  open,
  onOpenChange,
  recs,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recs: RecommendationView[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl p-0 sm:p-0">
        <div className="border-b border-line p-5 pr-12">
          <DialogTitle>Compare recommendations</DialogTitle>
          <DialogDescription>Side by side, requirement by requirement, with costs for your company.</DialogDescription>
        </div>
        <CompareTable recs={recs} />
      </DialogContent>
    </Dialog>
  );
}
