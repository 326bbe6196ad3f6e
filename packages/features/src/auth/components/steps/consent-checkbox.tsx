import { Checkbox } from "@rabota/ui/checkbox";
import { type ComponentProps, forwardRef } from "react";
import { useLegalLinks } from "../legal-links-context";

type ConsentCheckboxProps = Omit<ComponentProps<typeof Checkbox>, "label">;

/** The registration consent: links to the privacy policy and the personal-data consent open in a new tab. */
export const ConsentCheckbox = forwardRef<HTMLInputElement, ConsentCheckboxProps>(
  function ConsentCheckbox(props, ref) {
    const links = useLegalLinks();
    return (
      <Checkbox
        ref={ref}
        label={
          <>
            Я принимаю{" "}
            <a href={links.privacyPolicy} target="_blank" rel="noopener">
              политику конфиденциальности
            </a>{" "}
            и даю{" "}
            <a href={links.personalDataPolicy} target="_blank" rel="noopener">
              согласие на обработку персональных данных
            </a>
          </>
        }
        {...props}
      />
    );
  },
);
