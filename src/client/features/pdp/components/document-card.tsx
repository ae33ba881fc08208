import { Button } from 'primereact/button';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { PDP_FILE_KINDS, PDP_MAX_FILE_BYTES } from '../../../../engine/constants';
import { useToast } from '../../../lib/toast/toast-context';
import { personName } from '../../../process-common/labels';
import { downloadDocument, uploadPdpDocument } from '../api';
import { usePdpText } from '../text';
import { useDownload } from './use-pdp-files';
import type { Pdp } from '../../../../engine/api/pdp';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

const ACCEPT = PDP_FILE_KINDS.flatMap((k) => k.extensions.map((e) => `.${e}`)).join(',');
const SIZE_MB = PDP_MAX_FILE_BYTES / (1024 * 1024);

type Props = { pdp: Pdp; slug: string; onSaved: (pdp: Pdp) => void };

/** The current PDP document with its download, and the upload of a new version (one file, SPEC §5). */
export function DocumentCard({ pdp, slug, onSaved }: Props) {
  const { t } = usePdpText();
  const dates = useDateFormat();
  const toast = useToast();
  const { busy, download } = useDownload();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = pdp.document;
  const canUpload = pdp.rights.upload && !pdp.isClosed;

  async function upload(event: FileUploadHandlerEvent) {
    const file = event.files[0];
    event.options.clear();
    if (!file) return;
    setUploading(true);
    setProblem(null);
    // SPEC §8: a failed upload resolves null; the message says what the server accepts
    const saved = await uploadPdpDocument(slug, pdp.processId, file);
    setUploading(false);
    if (!saved) {
      setProblem(t('pdp.document.failed', { size: SIZE_MB }));
      return;
    }
    toast.showSuccess(t('pdp.document.saved'));
    onSaved(saved);
  }

  return (
    <section
      className="dpt-card dpt-pdp-card"
      aria-labelledby="pdp-document-heading"
      data-testid="pdp-document"
    >
      <h2 id="pdp-document-heading">{t('pdp.document.heading')}</h2>
      {current ? (
        <div className="dpt-pdp-file">
          <i className="pi pi-file" aria-hidden="true" />
          <div>
            <p className="dpt-pdp-file-name" data-testid="pdp-current-file">
              {current.fileName}
            </p>
            <p className="dpt-muted">
              {t('pdp.document.uploaded', {
                date: dates.dateTime(current.uploadDateUtc),
                name: personName(current.uploadedBy),
              })}
            </p>
          </div>
          <Button
            type="button"
            icon="pi pi-download"
            label={t('pdp.document.download')}
            aria-label={t('pdp.document.downloadLabel', { name: current.fileName })}
            outlined
            size="small"
            loading={busy === current.documentId}
            onClick={() =>
              void download(current.documentId, current.fileName, () =>
                downloadDocument(current.downloadUrl, slug),
              )
            }
            data-testid="pdp-download-current"
          />
        </div>
      ) : (
        <p className="dpt-muted" data-testid="pdp-no-document">
          {t('pdp.document.none')}
        </p>
      )}
      {canUpload && (
        <div className="dpt-pdp-upload">
          <FileUpload
            mode="basic"
            name="file"
            accept={ACCEPT}
            maxFileSize={PDP_MAX_FILE_BYTES}
            customUpload
            auto
            multiple={false}
            disabled={uploading}
            chooseLabel={current ? t('pdp.document.replace') : t('pdp.document.choose')}
            chooseOptions={{ icon: uploading ? 'pi pi-spin pi-spinner' : 'pi pi-upload' }}
            uploadHandler={(event) => void upload(event)}
            onValidationFail={(file) =>
              setProblem(
                file.size > PDP_MAX_FILE_BYTES
                  ? t('pdp.document.tooLarge', { name: file.name, size: SIZE_MB })
                  : t('pdp.document.wrongType', { name: file.name }),
              )
            }
            data-testid="pdp-upload"
          />
          <small className="dpt-muted">{t('pdp.document.hint', { size: SIZE_MB })}</small>
          {problem && (
            <Message severity="error" text={problem} role="alert" data-testid="pdp-upload-problem" />
          )}
        </div>
      )}
    </section>
  );
}
