import { Link, useParams } from 'react-router-dom';
import { Alert, Button, ErrorState, PageSpinner, StatusBadge } from '@clipwerk/ui';
import { PageHeader } from '../shared/PageHeader';
import { TEXTS } from '../shared/texts';
import { BasicFields, BudgetFields, ContentFields } from '../wizard/ProjectFields';
import { STEPS } from '../wizard/wizardRules';
import { useEditProject } from './useEditProject';
import '../styles.css';

export default function EditProjectScreen() {
  const { id = '' } = useParams();
  const { detail, project, noAccess, saving, failure, formRef, fields, save } = useEditProject(id);

  if (noAccess) {
    return (
      <div className="cw-container cw-page">
        <ErrorState title={TEXTS.noAccess} message="Je gaat zo terug naar je opdrachten." />
      </div>
    );
  }
  if (detail.isLoading) return <PageSpinner />;
  if (detail.error || !project) {
    return (
      <div className="cw-container cw-page">
        <ErrorState message={TEXTS.editLoadFailed} onRetry={() => detail.refetch()} />
      </div>
    );
  }

  const isDraft = project.status === 'draft';
  const editable = project.editable !== false;
  const hired = Boolean(project.selectedCreator);

  return (
    <div className="cw-container cw-page mk-narrow">
      <PageHeader
        eyebrow="Opdracht bewerken"
        title={project.title}
        actions={<StatusBadge kind="project" status={project.status} />}
      />
      <form ref={formRef} className="cw-card cw-card--padded mk-wizard" onSubmit={(event) => save(event)} noValidate>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {!editable ? <Alert tone="info">{TEXTS.notEditable}</Alert> : hired && <Alert tone="info">{TEXTS.contractFixed}</Alert>}
        <fieldset className="mk-edit-fields" disabled={!editable}>
          <h2 className="mk-wizard__title">{STEPS[0]}</h2>
          <BasicFields {...fields} />
          <h2 className="mk-wizard__title">{STEPS[1]}</h2>
          <ContentFields {...fields} />
          <h2 className="mk-wizard__title">{STEPS[2]}</h2>
          <BudgetFields {...fields} />
        </fieldset>
        <div className="mk-wizard__nav">
          <Link to={`/projects/${id}`} className="cw-btn cw-btn--ghost cw-btn--md">
            Annuleren
          </Link>
          {editable && (
            <div className="cw-row">
              <Button
                type="submit"
                variant={isDraft ? 'secondary' : 'primary'}
                loading={saving === 'save'}
                disabled={saving !== null}
              >
                Opslaan
              </Button>
              {isDraft && (
                <Button loading={saving === 'publish'} disabled={saving !== null} onClick={(event) => save(event, true)}>
                  Publiceren
                </Button>
              )}
            </div>
          )}
        </div>
      </form>
    </div>
  );
}
