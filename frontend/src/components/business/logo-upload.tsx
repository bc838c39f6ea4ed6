import { ImageUpload, type ImageEndpoint } from '../image-upload';
import { BusinessLogo } from './business-logo';

/** POST /api/upload/business-logo, multipart field `logo`, answering { logoUrl }. */
const LOGO_ENDPOINT: ImageEndpoint = { path: '/api/upload/business-logo', field: 'logo', urlKey: 'logoUrl' };

interface LogoUploadProps {
  companyName: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** The company logo control: preview, a file picker (JPG, PNG, GIF up to 5MB), upload progress in percent, remove. */
export function LogoUpload({ companyName, value, onChange, onUploadingChange }: LogoUploadProps) {
  return (
    <ImageUpload
      endpoint={LOGO_ENDPOINT}
      texts={{ noun: 'Logo', fileLabel: 'Company logo file', uploaded: 'Your logo is ready. Save your profile to keep it.' }}
      preview={<BusinessLogo companyName={companyName} logo={value} size={88} />}
      value={value}
      onChange={onChange}
      onUploadingChange={onUploadingChange}
    />
  );
}
