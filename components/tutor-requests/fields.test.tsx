// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './fields';

describe('TextAreaField', () => {
  it('gives each box its own label when a page holds one per offer', () => {
    render(
      <>
        <TextAreaField name="reason" id="decline-reason-1" label="Why decline?" />
        <TextAreaField name="reason" id="decline-reason-2" label="Why decline?" />
      </>,
    );
    const boxes = screen.getAllByLabelText('Why decline?');
    expect(boxes).toHaveLength(2);
    expect(new Set(boxes)).toHaveProperty('size', 2);
  });
});
