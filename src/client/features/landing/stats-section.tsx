import { SectionHeading } from '../../components/site/section-heading';
import { StatGrid } from '../../components/site/stat-grid';
import { marketingFigures } from './marketing-figures';

export function StatsSection() {
  const f = marketingFigures.landing;
  return (
    <section aria-labelledby="stats-title" className="bg-brand-950 py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="stats-title" tone="dark" eyebrow="Results" title="Better decisions, measurable results" />
        <StatGrid
          tone="dark"
          className="mt-10"
          stats={[
            { value: f.implementationSuccess, label: 'Implementation success' },
            { value: f.averageSavings, label: 'Average savings' },
            { value: f.fasterTimeToValue, label: 'Faster time to value' },
            { value: f.projects, label: 'Projects' },
          ]}
        />
      </div>
    </section>
  );
}
