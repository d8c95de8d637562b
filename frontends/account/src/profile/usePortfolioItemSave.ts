import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import type { PortfolioItemAnswer, PortfolioItemBody } from '@clipwerk/contracts/identity';
import { PORTFOLIO_QUERY_KEY, PORTFOLIO_TEXTS, type PortfolioValues } from './portfolioTexts';
import { UPLOAD_RULES, UploadTooLargeError, uploadFile } from './uploads';

export type UploadKind = 'video' | 'thumbnail';

/**
 * Uploads of the item's video and thumbnail (the uploaded file's address goes into the form) and saving the item:
 * a new one is added, an existing one replaced; the portfolio is then read again.
 */
export function usePortfolioItemSave(
  item: PortfolioItemBody | null,
  setValue: <K extends keyof PortfolioValues & string>(name: K, value: PortfolioValues[K]) => void,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const [uploading, setUploading] = useState<UploadKind | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  async function upload(kind: UploadKind, file: File) {
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

  async function save(current: PortfolioValues) {
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
      await queryClient.invalidateQueries({ queryKey: PORTFOLIO_QUERY_KEY });
      notify(item ? 'Portfolio item bijgewerkt' : 'Portfolio item toegevoegd', { tone: 'success' });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error, PORTFOLIO_TEXTS.saveFailed));
    }
  }

  return { uploading, uploadError, saveError, upload, save };
}
