import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';

/** The image types the platform's media storage accepts. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface UploadFieldProps {
  /** The accepted types, as the file input's accept attribute. */
  accept: string;
  /** Sends the chosen file; the button spins until it settles. */
  upload: (file: File) => Promise<unknown>;
  label: string;
}

/** An upload button of a console form: picks one file, sends it at once (no antd upload list), shows progress. */
export function UploadField({ accept, upload, label }: UploadFieldProps) {
  const [uploading, setUploading] = useState(false);
  const send = async (file: File) => {
    setUploading(true);
    try {
      await upload(file);
    } finally {
      // A refused file is reported by the API client's toast (415, 413).
      setUploading(false);
    }
  };
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading}>
        {label}
      </Button>
    </Upload>
  );
}
