import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { ImageUpload } from '../image-upload';
import { CampaignImage } from './campaign-image';
import { postCampaignUpdate, updateKeys, type CampaignUpdate } from './updates-api';

interface Fields {
  title: string;
  body: string;
  image: string | null;
}

/** The organizer's form for news of their campaign: title, text and an optional picture (reviewed before it is public; at most 3 a day). */
export default function PostUpdateForm({ campaignId, campaignTitle, onPosted }: { campaignId: string; campaignTitle: string; onPosted?: (update: CampaignUpdate) => void }) {
  const [form] = Form.useForm<Fields>();
  const [uploading, setUploading] = useState(false);
  const image = Form.useWatch('image', form);
  const queryClient = useQueryClient();
  const post = useMutation({
    mutationFn: (fields: Fields) => postCampaignUpdate(campaignId, { title: fields.title, body: fields.body, image: fields.image ?? null }),
    onSuccess: async (update) => {
      toast({
        title: 'Update sent for review',
        description: "A moderator reviews it first. Once approved, it shows on your campaign page and your campaign's donors hear of it.",
        variant: 'success',
      });
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: updateKeys.list(campaignId) });
      onPosted?.(update);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fieldErrors).filter(([name]) => ['title', 'body', 'image'].includes(name));
        if (fields.length) form.setFields(fields.map(([name, errors]) => ({ name: name as keyof Fields, errors })));
      }
      toast({ title: 'Could not post the update', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <Form form={form} layout="vertical" className="fc-update-form" onFinish={(fields) => post.mutate(fields)} initialValues={{ title: '', body: '', image: null }}>
      <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: 'Please give your update a title' }, { max: 120, message: 'The title can be at most 120 characters' }]}>
        <Input maxLength={120} placeholder="The freezer arrived!" />
      </Form.Item>
      <Form.Item label="Your update" name="body" rules={[{ required: true, whitespace: true, message: 'Please write your update' }, { max: 5000, message: 'An update can be at most 5,000 characters' }]}>
        <Input.TextArea rows={5} maxLength={5000} showCount placeholder="Tell your supporters what their gifts made possible." />
      </Form.Item>
      <Form.Item label="Picture (optional)" name="image" valuePropName="value">
        <ImageUpload
          endpoint={{ path: '/api/upload', field: 'image', urlKey: 'url' }}
          texts={{ noun: 'Picture', fileLabel: 'Picture for this update', uploaded: 'Your picture was added to the update.' }}
          preview={image ? <CampaignImage src={image} alt={`Picture for the update on ${campaignTitle}`} className="fc-update-form__preview" /> : null}
          onUploadingChange={setUploading}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={post.isPending} disabled={uploading}>
        {post.isPending ? 'Posting...' : 'Post update'}
      </Button>
    </Form>
  );
}
