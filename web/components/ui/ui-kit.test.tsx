import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';
import { Field } from './field';
import { Input } from './input';
import { ListboxSelect } from './select';
import { Tab, TabList, TabPanel, TabPanels, Tabs } from './tabs';
import { Tooltip, TooltipProvider } from './tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Field', () => {
  it('labels the control and announces the error with it', () => {
    render(
      <Field label="Email" error="Please enter a valid email address">
        <Input invalid />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const error = screen.getByText('Please enter a valid email address');
    expect(describedBy.split(' ')).toContain(error.id);
  });
});

describe('Tooltip', () => {
  it('opens after 700 ms, and the next one at once within 300 ms of closing', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip content="Add to favourites">
          <button type="button">Save</button>
        </Tooltip>
        <Tooltip content="Share this artwork">
          <button type="button">Share</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerEnter(save.parentElement!);
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('tooltip').textContent).toBe('Add to favourites');
    expect(save.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);

    fireEvent.pointerLeave(save.parentElement!);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Share' }).parentElement!);
    expect(screen.getByRole('tooltip').textContent).toBe('Share this artwork');
  });

  it('closes on Escape', () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Hint">
        <button type="button">Target</button>
      </Tooltip>,
    );
    const target = screen.getByRole('button', { name: 'Target' });
    fireEvent.focus(target);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('ListboxSelect', () => {
  it('shows the chosen label and reports a new choice', async () => {
    const onChange = vi.fn();
    render(
      <ListboxSelect
        aria-label="Sort"
        value="recent"
        onChange={onChange}
        options={[
          { value: 'recent', label: 'Most recent' },
          { value: 'title', label: 'Title' },
        ]}
      />,
    );
    // The name keeps the visible choice (WCAG 2.5.3, label in name).
    const button = screen.getByRole('button', { name: 'Sort: Most recent' });
    expect(button.textContent).toContain('Most recent');
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('option', { name: 'Title' }));
    expect(onChange).toHaveBeenCalledWith('title');
  });
});

describe('Tabs', () => {
  it('switches panels', () => {
    render(
      <Tabs>
        <TabList>
          <Tab>Sent by Me</Tab>
          <Tab>Received</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>Sent panel</TabPanel>
          <TabPanel>Received panel</TabPanel>
        </TabPanels>
      </Tabs>,
    );
    expect(screen.getByText('Sent panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Received' }));
    expect(screen.getByText('Received panel')).toBeTruthy();
  });
});

describe('Dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete artwork"
        description="This cannot be undone."
      >
        <p>Body</p>
      </Dialog>
    );
  }

  it('is a labelled modal that closes with its close button', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText('Delete artwork')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
