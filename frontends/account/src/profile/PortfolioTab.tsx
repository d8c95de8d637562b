import { useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  ClipPlayer,
  EmptyState,
  ErrorState,
  Icon,
  Modal,
  PORTFOLIO_CATEGORIES,
  PageSpinner,
  Select,
  Spinner,
  TextArea,
  TextField,
  buttonClass,
  formatDate,
  labelOf,
  useForm,
} from '@clipwerk/ui';
import type { PortfolioAnswer, PortfolioItemAnswer, PortfolioItemBody } from '@clipwerk/contracts/identity';
import { UPLOAD_RULES, UploadTooLargeError, isUploadedFile, uploadFile } from './uploads';

export const PORTFOLIO_TEXTS = {
  loadFailed: 'Kon portfolio niet laden',
  tooManyRequests: 'Te veel verzoeken. Probeer het over een moment opnieuw.',
  saveFailed: 'Fout bij opslaan portfolio item',
  deleteFailed: 'Fout bij verwijderen portfolio item',
  deleteConfirm: 'Weet je zeker dat je dit portfolio item wilt verwijderen?',
  titleRequired: 'Titel is verplicht',
  videoRequired: 'Voeg een video toe: upload een bestand of plak een link',
} as const;

const QUERY_KEY = ['profile', 'portfolio'];

type Values = { title: string; description: string; category: string; videoUrl: string; thumbnailUrl: string };

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.title.trim()) errors.title = PORTFOLIO_TEXTS.titleRequired;
  if (!values.videoUrl.trim()) errors.videoUrl = PORTFOLIO_TEXTS.videoRequired;
  return errors;
}

function FilePicker({
  label,
  accept,
  busy,
  onPick,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onPick: (file: File) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <label className="cw-upload">
      <input type="file" accept={accept} onChange={onChange} disabled={busy} />
      <span className={buttonClass('secondary', 'sm')}>
        {busy && <Spinner size="sm" label="" />}
        {label}
      </span>
    </label>
  );
}

function PortfolioItemForm({ item, onDone }: { item: PortfolioItemBody | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const [uploading, setUploading] = useState<'video' | 'thumbnail' | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<Values>(
    {
      title: item?.title ?? '',
      description: item?.description ?? '',
      category: item?.category ?? 'other',
      videoUrl: item?.videoUrl ?? '',
      thumbnailUrl: item?.thumbnailUrl ?? '',
    },
    validate,
  );
  const { values, setValue, field } = form;
  const videoLocked = isUploadedFile(values.videoUrl);

  async function upload(kind: 'video' | 'thumbnail', file: File) {
    setUploadError(null);
    setUploading(kind);
    try {
      const answer = await uploadFile(kind, file);
      setValue(kind === 'video' ? 'videoUrl' : 'thumbnailUrl', answer.data.file.url);
    } catch (error) {
      setUploadError(error instanceof UploadTooLargeError ? error.message : errorMessage(error, UPLOAD_RULES[kind].failed));
    } finally {
      setUploading(null);
    }
  }

  const submit = form.handleSubmit(async (current) => {
    setSaveError(null);
    const body = {
      ...current,
      title: current.title.trim(),
      description: current.description.trim(),
      videoUrl: current.videoUrl.trim(),
    };
    try {
      if (item) await api.put<PortfolioItemAnswer>(`/users/me/portfolio/${item.id}`, body);
      else await api.post<PortfolioItemAnswer>('/users/me/portfolio', body);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      notify(item ? 'Portfolio item bijgewerkt' : 'Portfolio item toegevoegd', { tone: 'success' });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error, PORTFOLIO_TEXTS.saveFailed));
    }
  });

  return (
    <form className="cw-form" onSubmit={submit} noValidate id="portfolio-form">
      {saveError && <Alert tone="danger">{saveError}</Alert>}
      <TextField label="Titel" required {...field('title')} />
      <TextArea label="Beschrijving" rows={3} {...field('description')} />
      <Select label="Categorie" options={PORTFOLIO_CATEGORIES} {...field('category')} />

      <div className="cw-field">
        <span className="cw-field__label">Video</span>
        <div className="cw-row">
          {videoLocked ? (
            <>
              <Badge tone="success">Video geüpload</Badge>
              <Button variant="ghost" size="sm" onClick={() => setValue('videoUrl', '')}>
                Video verwijderen
              </Button>
            </>
          ) : (
            <FilePicker
              label="Video uploaden"
              accept="video/*"
              busy={uploading === 'video'}
              onPick={(file) => upload('video', file)}
            />
          )}
          <span className="cw-small cw-muted">Maximaal 50MB</span>
        </div>
      </div>
      <TextField
        label="Of plak een videolink"
        type="url"
        placeholder="https://www.tiktok.com/@jij/video/..."
        disabled={videoLocked}
        hint={
          videoLocked
            ? 'Verwijder eerst de geüploade video om een link te gebruiken.'
            : 'TikTok, Instagram, YouTube of een andere openbare link.'
        }
        {...field('videoUrl')}
        value={videoLocked ? '' : values.videoUrl}
      />

      <div className="cw-field">
        <span className="cw-field__label">Thumbnail (optioneel)</span>
        <div className="cw-row">
          <FilePicker
            label={values.thumbnailUrl ? 'Andere afbeelding' : 'Afbeelding uploaden'}
            accept="image/*"
            busy={uploading === 'thumbnail'}
            onPick={(file) => upload('thumbnail', file)}
          />
          {values.thumbnailUrl && (
            <img src={values.thumbnailUrl} alt="Gekozen thumbnail" style={{ height: 48, borderRadius: 6 }} />
          )}
          <span className="cw-small cw-muted">Maximaal 5MB</span>
        </div>
      </div>
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

function PortfolioCard({ item, onEdit, onDelete }: { item: PortfolioItemBody; onEdit: () => void; onDelete: () => void }) {
  const uploaded = isUploadedFile(item.videoUrl);
  return (
    <Card className="cw-portfolio-card">
      {uploaded ? (
        <ClipPlayer src={item.videoUrl} poster={item.thumbnailUrl} title={item.title} />
      ) : (
        <a
          className="cw-portfolio-card__thumb"
          href={item.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          style={item.thumbnailUrl ? { backgroundImage: `url(${item.thumbnailUrl})`, backgroundSize: 'cover' } : undefined}
        >
          ▶ Bekijk video<span className="cw-visually-hidden"> {item.title} (opent in nieuw tabblad)</span>
        </a>
      )}
      <h3>{item.title}</h3>
      <div className="cw-row cw-small cw-muted">
        <Badge tone="brand">{labelOf(PORTFOLIO_CATEGORIES, item.category)}</Badge>
        <span>{formatDate(item.createdAt)}</span>
      </div>
      {item.description && (
        <p className="cw-muted cw-small" style={{ marginTop: '0.75rem' }}>
          {item.description}
        </p>
      )}
      <div className="cw-row" style={{ marginTop: '1rem' }}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Bewerken
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Verwijderen
        </Button>
      </div>
    </Card>
  );
}

export function PortfolioTab() {
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const [editing, setEditing] = useState<PortfolioItemBody | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItemBody | null>(null);
  const { data, isLoading, error, refetch, isRefetching } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await api.get<PortfolioAnswer>('/users/me/portfolio')).portfolio,
  });
  const remove = useMutation({
    mutationFn: (item: PortfolioItemBody) => api.delete(`/users/me/portfolio/${item.id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      notify('Portfolio item verwijderd', { tone: 'success' });
      setDeleting(null);
    },
  });

  if (isLoading) return <PageSpinner />;
  if (error) {
    const message =
      error instanceof ApiError && error.status === 429 ? PORTFOLIO_TEXTS.tooManyRequests : PORTFOLIO_TEXTS.loadFailed;
    return <ErrorState message={message} onRetry={() => refetch()} retrying={isRefetching} />;
  }
  const items = data ?? [];

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
