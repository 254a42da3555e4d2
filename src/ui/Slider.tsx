import { Label, Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';

type SliderProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  testId?: string;
  /** Keep the label for assistive technology only, where the context names the slider. */
  labelHidden?: boolean;
};

export function Slider({ label, testId, labelHidden = false, minValue = 0, maxValue = 100, step = 1, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} minValue={minValue} maxValue={maxValue} step={step} className="ui-slider" data-testid={testId}>
      <div className="ui-slider__head">
        <Label className={labelHidden ? 'visually-hidden' : 'ui-field__label'}>{label}</Label>
        <SliderOutput className="ui-slider__output" />
      </div>
      <SliderTrack className="ui-slider__track">
        {({ state }) => (
          <>
            <span className="ui-slider__fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="ui-slider__thumb" />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
