import { SaveOutlined } from '@ant-design/icons';
import { type ProfileUpdate, profileUpdateSchema, SALUTATIONS } from '@sme/shared/schemas/members';
import { Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import type { MemberProfile } from '@/lib/session/user-store';
import { useUpdateMember } from '../../api/update-member';
import styles from './ProfileCards.module.css';
import { useFeedback } from '@/lib/ui/feedback';

/** The form's values; the birthday is a dayjs date while editing. */
interface PersonalDetailsValues {
  salutation?: 'MR' | 'MS' | null;
  engFirstName?: string;
  engLastName?: string;
  fullName?: string;
  nickName?: string;
  birthday?: Dayjs | null;
  address?: string;
}

const FIELDS = ['salutation', 'engFirstName', 'engLastName', 'fullName', 'nickName', 'birthday', 'address'] as const;
const shape = profileUpdateSchema.shape;

/** The profile as the form holds it. */
function toValues(profile: MemberProfile): PersonalDetailsValues {
  return {
    salutation: profile.salutation,
    engFirstName: profile.engFirstName ?? '',
    engLastName: profile.engLastName ?? '',
    fullName: profile.fullName ?? '',
    nickName: profile.nickName ?? '',
    birthday: profile.birthday ? dayjs(profile.birthday) : null,
    address: profile.address ?? '',
  };
}

/** The form's values as member.updateMember takes them: every field, an empty string clearing it. */
function toUpdate(values: PersonalDetailsValues): ProfileUpdate {
  const text = (value: string | undefined) => value?.trim() ?? '';
  return {
    salutation: values.salutation ?? '',
    engFirstName: text(values.engFirstName),
    engLastName: text(values.engLastName),
    fullName: text(values.fullName),
    nickName: text(values.nickName),
    birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : '',
    address: text(values.address),
  };
}

/** Names, salutation, birthday and address, saved together. */
export function PersonalDetailsForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('accounts');
  const { message } = useFeedback();
  const [form] = Form.useForm<PersonalDetailsValues>();
  const update = useUpdateMember();

  const onFinish = async (values: PersonalDetailsValues) => {
    try {
      const saved = await update.mutateAsync(toUpdate(values));
      form.setFieldsValue(toValues(saved));
      void message.success(t('profile.saved'));
    } catch (error) {
      const unplaced = applyServerErrors(form, error, FIELDS);
      if (unplaced) void message.error(unplaced);
    }
  };

  const label = (key: (typeof FIELDS)[number]) => t(`profile.fields.${key}`);
  const rule = (key: Exclude<(typeof FIELDS)[number], 'salutation' | 'birthday'>) => [zodRule(shape[key], t, label(key))];
  return (
    <section className={styles.card} aria-labelledby="personal-details">
      <h2 id="personal-details" className={styles.cardTitle}>
        {t('profile.personalDetails')}
      </h2>
      <p className={styles.cardIntro}>{t('profile.personalIntro')}</p>
      <Form<PersonalDetailsValues>
        name="personalDetails"
        form={form}
        layout="vertical"
        size="large"
        initialValues={toValues(profile)}
        onFinish={onFinish}
        noValidate
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="salutation" label={label('salutation')}>
              <Select allowClear placeholder={t('profile.choose')} options={SALUTATIONS.map((s) => ({ value: s, label: t(`profile.salutation.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item name="engFirstName" label={label('engFirstName')} rules={rule('engFirstName')}>
              <Input autoComplete="given-name" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item name="engLastName" label={label('engLastName')} rules={rule('engLastName')}>
              <Input autoComplete="family-name" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="fullName" label={label('fullName')} rules={rule('fullName')} extra={t('profile.fullNameHint')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nickName" label={label('nickName')} rules={rule('nickName')} extra={t('profile.nickNameHint')}>
              <Input autoComplete="nickname" maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="birthday" label={label('birthday')}>
              <DatePicker className={styles.fullWidth} format="LL" placeholder={t('profile.choose')} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="address" label={label('address')} rules={rule('address')}>
              <Input.TextArea rows={3} autoComplete="street-address" maxLength={300} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </Form>
    </section>
  );
}
