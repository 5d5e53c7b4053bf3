import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FULL_SHAREHOLDING_BP, MAX_OFFICERS, OFFICER_POSITIONS, OFFICER_TYPES } from '@sme/shared/application-forms/officers';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import { formatBasisPoints } from '@/lib/applications/format-answer';
import { optionsOf } from './FieldInput';
import styles from './ApplicationForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

/** Props of OfficersList. */
export interface OfficersListProps {
  section: string;
  corporateAllowed: boolean;
  /** The stored officers (for the live total and each one's type and positions). */
  officers: readonly Record<string, unknown>[];
  editable: boolean;
  dictionaries: DictionaryLabels;
  /** Messages about the list as a whole (no director, not 100 %). */
  problems: readonly string[];
}

/**
 * The shareholders and directors (spec sections 3 and 5) as a repeating list: type (a company only where the kind
 * allows one), name, positions, nationality, ID number, shareholding in percent with a live total that must reach 100 %.
 */
export function OfficersList({ section, corporateAllowed, officers, editable, dictionaries, problems }: OfficersListProps) {
  const { t } = useTranslation('applicationForms');
  const label = (field: string, corporate = false) => t(`fields.officers.${field}${corporate ? 'Corporate' : ''}`);
  const total = officers.reduce(
    (sum, o) => sum + ((o.positions as string[] | undefined)?.includes('SHAREHOLDER') && typeof o.shareholdingBp === 'number' ? o.shareholdingBp : 0),
    0,
  );
  const complete = total === FULL_SHAREHOLDING_BP;

  return (
    <section className={styles.block} aria-label={t('sections.officers')}>
      <h3 className={styles.blockTitle}>{t('sections.officers')}</h3>
      <p className={styles.blockIntro}>{t(corporateAllowed ? 'officers.introCorporate' : 'officers.intro')}</p>
      <Form.List name={section}>
        {(items, { add, remove }) => (
          <>
            {items.map(({ key, name }) => {
              const officer = officers[name] ?? {};
              const corporate = officer.type === 'CORPORATE';
              const holds = (officer.positions as string[] | undefined)?.includes('SHAREHOLDER') ?? false;
              return (
                <Card
                  key={key}
                  size="small"
                  className={styles.officer}
                  title={t('officers.item', { n: name + 1 })}
                  extra={
                    editable && (
                      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(name)}>
                        {t('officers.remove')}
                      </Button>
                    )
                  }
                >
                  <Row gutter={16}>
                    {corporateAllowed && (
                      <Col xs={24}>
                        <Form.Item name={[name, 'type']} label={label('type')} required>
                          <Radio.Group optionType="button" disabled={!editable} options={OFFICER_TYPES.map((v) => ({ value: v, label: t(`choices.${v}`) }))} />
                        </Form.Item>
                      </Col>
                    )}
                    <Col xs={24} md={12}>
                      <Form.Item name={[name, 'name']} label={label('name', corporate)} required>
                        <Input maxLength={100} disabled={!editable} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[name, 'positions']} label={label('positions')} required>
                        <Checkbox.Group
                          disabled={!editable}
                          options={OFFICER_POSITIONS.map((v) => ({ value: v, label: t(`choices.${v}`), disabled: corporate && v === 'DIRECTOR' }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[name, 'nationality']} label={label('nationality', corporate)} required>
                        <Select
                          aria-label={label('nationality', corporate)}
                          showSearch={{ optionFilterProp: 'label' }}
                          disabled={!editable}
                          placeholder={t('placeholders.choose')}
                          options={optionsOf(dictionaries.countries)}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item name={[name, 'idNumber']} label={label('idNumber', corporate)} required>
                        <Input maxLength={40} disabled={!editable} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item name={[name, 'shareholding']} label={label('shareholding')} required={holds}>
                        <NumberInput<string>
                          className={styles.fullWidth}
                          aria-label={label('shareholding')}
                          stringMode
                          min="0"
                          max="100"
                          precision={2}
                          suffix="%"
                          disabled={!editable || !holds}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              );
            })}
            <div className={styles.officersFooter}>
              {editable && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={items.length >= MAX_OFFICERS}
                  onClick={() => add({ type: 'INDIVIDUAL', positions: [] })}
                >
                  {t('officers.add')}
                </Button>
              )}
              <span role="status">
                {t('officers.total')} <Tag color={complete ? 'success' : 'warning'}>{formatBasisPoints(total)}</Tag>
                {!complete && <span className={styles.muted}>{t('officers.totalHint')}</span>}
              </span>
            </div>
          </>
        )}
      </Form.List>
      {problems.length > 0 && (
        <Alert
          className={styles.blockAlert}
          type="error"
          showIcon
          title={problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        />
      )}
    </section>
  );
}
