import { Checkbox } from '../../components/ui/checkbox';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { softwareCategories, teams, type Team } from '../../../shared/options.js';
import { projectLimits } from '../../../shared/projects.js';
import { fieldId, type FieldErrors, type WizardValues } from './wizard-form';

type Props = {
  values: WizardValues;
  errors: FieldErrors;
  onChange: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
};

const TEAMS_ERROR_ID = 'project-affectedTeams-error';

/** Step 2 (spec section 2): Software Category, Teams/Departments Affected (checkboxes), Business Needs (4 rows) — all required. */
export function BusinessRequirementsStep({ values, errors, onChange }: Props) {
  const toggleTeam = (team: Team, checked: boolean) => {
    const next = checked ? [...values.affectedTeams, team] : values.affectedTeams.filter((t) => t !== team);
    // Keep the spec's order whatever order people tick them in.
    onChange(
      'affectedTeams',
      teams.filter((t) => next.includes(t)),
    );
  };
  const needsLength = values.businessNeeds.length;

  return (
    <div className="grid gap-6">
      <Field id={fieldId('softwareCategory')} label="Software Category" error={errors.softwareCategory}>
        <Select
          id={fieldId('softwareCategory')}
          value={values.softwareCategory}
          onValueChange={(value) => onChange('softwareCategory', value)}
          options={softwareCategories}
          placeholder="Select a software category"
          invalid={Boolean(errors.softwareCategory)}
          aria-describedby={fieldDescribedBy(fieldId('softwareCategory'), { error: errors.softwareCategory })}
        />
      </Field>

      <fieldset aria-describedby={errors.affectedTeams ? TEAMS_ERROR_ID : undefined}>
        <legend className="text-sm font-medium text-ink">Teams/Departments Affected</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {teams.map((team, i) => {
            const id = `team-${i}`;
            const checked = values.affectedTeams.includes(team);
            return (
              <div
                key={team}
                className="flex items-center gap-3 rounded-lg border border-line bg-white px-3 py-2.5 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50"
              >
                <Checkbox
                  id={id}
                  checked={checked}
                  onCheckedChange={(state) => toggleTeam(team, state === true)}
                  aria-invalid={errors.affectedTeams ? true : undefined}
                />
                <Label htmlFor={id} className="flex-1 cursor-pointer font-normal">
                  {team}
                </Label>
              </div>
            );
          })}
        </div>
        {errors.affectedTeams && (
          <p id={TEAMS_ERROR_ID} className="mt-1.5 text-xs font-medium text-danger-700">
            {errors.affectedTeams}
          </p>
        )}
      </fieldset>

      <Field
        id={fieldId('businessNeeds')}
        label="Business Needs"
        hint={`Describe the problems to solve and what the software must do. ${needsLength.toLocaleString()}/${projectLimits.businessNeedsMax.toLocaleString()} characters`}
        error={errors.businessNeeds}
      >
        <Textarea
          id={fieldId('businessNeeds')}
          rows={4}
          value={values.businessNeeds}
          onChange={(e) => onChange('businessNeeds', e.target.value)}
          placeholder="e.g. We track leads in spreadsheets and lose follow-ups; we need a shared pipeline with email integration."
          maxLength={projectLimits.businessNeedsMax}
          required
          aria-invalid={errors.businessNeeds ? true : undefined}
          aria-describedby={fieldDescribedBy(fieldId('businessNeeds'), { hint: true, error: errors.businessNeeds })}
        />
      </Field>
    </div>
  );
}
