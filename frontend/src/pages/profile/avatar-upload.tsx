import type { CurrentUser } from '../../app/session';
import { UserAvatar } from '../../components/avatar';
import { ImageUpload, type ImageEndpoint } from '../../components/image-upload';

/** POST /api/upload/profile-image, multipart field `image`, answering { imageUrl }. */
const AVATAR_ENDPOINT: ImageEndpoint = { path: '/api/upload/profile-image', field: 'image', urlKey: 'imageUrl' };

interface AvatarUploadProps {
  user: CurrentUser;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** The profile photo (spec section 2: image upload controls for the avatar): preview, upload with progress, remove. */
export function AvatarUpload({ user, value, onChange, onUploadingChange }: AvatarUploadProps) {
  return (
    <ImageUpload
      endpoint={AVATAR_ENDPOINT}
      texts={{ noun: 'Photo', fileLabel: 'Profile photo file', uploaded: 'Your photo is ready. Save your changes to keep it.' }}
      preview={<UserAvatar user={{ ...user, profileImageUrl: value || null }} size={88} />}
      value={value || null}
      onChange={(next) => onChange?.(next ?? '')}
      onUploadingChange={onUploadingChange}
    />
  );
}
