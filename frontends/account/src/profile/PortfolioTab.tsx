import { errorMessage } from '@clipwerk/shell/sdk';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Icon,
  Modal,
  PORTFOLIO_CATEGORIES,
  PageSpinner,
  Select,
  TextArea,
  TextField,
  useForm,
} from '@clipwerk/ui';
import type { PortfolioItemBody } from '@clipwerk/contracts/identity';
import { PortfolioCard } from './PortfolioCard';
import { PortfolioThumbnailField, PortfolioVideoField } from './PortfolioMediaFields';
import { PORTFOLIO_TEXTS, validatePortfolioItem, type PortfolioValues } from './portfolioTexts';
import { isUploadedFile } from './uploads';
import { usePortfolioItemSave } from './usePortfolioItemSave';
import { usePortfolioTab } from './usePortfolioTab';

function PortfolioItemForm({ item, onDone }: { item: PortfolioItemBody | null; onDone: () => void }) {
  const form = useForm<PortfolioValues>(
    {
      title: item?.title ?? '',
      description: item?.description ?? '',
      category: item?.category ?? 'other',
      videoUrl: item?.videoUrl ?? '',
      thumbnailUrl: item?.thumbnailUrl ?? '',
    },
    validatePortfolioItem,
  );
  const { values, setValue, field } = form;
  const { uploading, uploadError, saveError, upload, save } = usePortfolioItemSave(item, setValue, onDone);
  const videoLocked = isUploadedFile(values.videoUrl);

  return (
    <form className="cw-form" onSubmit={form.handleSubmit(save)} noValidate id="portfolio-form">
      {saveError && <Alert tone="danger">{saveError}</Alert>}
      <TextField label="Titel" required {...field('title')} />
      <TextArea label="Beschrijving" rows={3} {...field('description')} />
      <Select label="Categorie" options={PORTFOLIO_CATEGORIES} {...field('category')} />

      <PortfolioVideoField
        videoLocked={videoLocked}
        linkField={{ ...field('videoUrl'), value: videoLocked ? '' : values.videoUrl }}
        onRemoveVideo={() => setValue('videoUrl', '')}
        uploading={uploading}
        upload={upload}
      />

      <PortfolioThumbnailField thumbnailUrl={values.thumbnailUrl} uploading={uploading} upload={upload} />
      {uploadError && <Alert tone="danger">{uploadError}</Alert>}

      <div className="cw-row" style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onDone}>
          Annuleren
        </Button>
        <Button type="submit" loading={form.submitting} disabled={uploading !== null}>
          {item ? 'Opslaan' : 'Toevoegen'}
        </Button>
      </div>
    </form>
  );
}

export function PortfolioTab() {
  const { items, isLoading, loadError, retry, isRefetching, editing, setEditing, deleting, setDeleting, remove } =
    usePortfolioTab();

  if (isLoading) return <PageSpinner />;
  if (loadError) return <ErrorState message={loadError} onRetry={retry} retrying={isRefetching} />;

  return (
    <div className="cw-stack">
      <div className="cw-page__header" style={{ marginBottom: '1rem' }}>
        <div>
          <h2 style={{ margin: 0 }}>Portfolio</h2>
          <p className="cw-muted" style={{ margin: 0 }}>
            Laat bedrijven zien wat je kunt met je beste video’s.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>+ Nieuw item</Button>
      </div>

      {items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Icon name="film" />}
            title="Je portfolio is nog leeg"
            description="Voeg je eerste video toe. Creators met een portfolio krijgen vaker een opdracht."
            action={<Button onClick={() => setEditing('new')}>Eerste video toevoegen</Button>}
          />
        </Card>
      ) : (
        <div className="cw-grid cw-grid--3">
          {items.map((item) => (
            <PortfolioCard key={item.id} item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
          ))}
        </div>
      )}

      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Nieuw portfolio item' : 'Portfolio item bewerken'}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && <PortfolioItemForm item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>

      <Modal
        open={deleting !== null}
        title="Portfolio item verwijderen"
        size="sm"
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Annuleren
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>
              Verwijderen
            </Button>
          </>
        }
      >
        <p>{PORTFOLIO_TEXTS.deleteConfirm}</p>
        {remove.isError && <Alert tone="danger">{errorMessage(remove.error, PORTFOLIO_TEXTS.deleteFailed)}</Alert>}
      </Modal>
    </div>
  );
}
